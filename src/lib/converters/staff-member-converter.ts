import { modelConverter } from '../firebase-converters';
import { staffMemberSchema } from '../model/staff-member';
import { staffNameEntrySchema } from '../model/staff-name';

/** Converter for staff/{uid}. */
export const staffMemberConverter = modelConverter(staffMemberSchema);

/** Converter for staffNames/{uid}. */
export const staffNameConverter = modelConverter(staffNameEntrySchema);
