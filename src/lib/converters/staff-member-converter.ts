import { modelConverter } from '../firebase-converters';
import { staffMemberSchema } from '../model/staff-member';

/** Converter for staff/{uid}. */
export const staffMemberConverter = modelConverter(staffMemberSchema);
