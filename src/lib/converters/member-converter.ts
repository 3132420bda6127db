import { modelConverter } from '../firebase-converters';
import { memberSchema } from '../model/member';

/** Converter for brands/{b}/members/{uid}. */
export const memberConverter = modelConverter(memberSchema);
