import { modelConverter } from '../firebase-converters';
import { adminGrantSchema } from '../model/admin-grant';

/** Converter for adminGrants/{autoId} (the grant log; read only). */
export const adminGrantConverter = modelConverter(adminGrantSchema);
