import { modelConverter } from '../firebase-converters';
import { viewingRequestSchema } from '../model/viewing-request';

/** Converter for brands/{b}/viewingRequests/{id}. */
export const viewingRequestConverter = modelConverter(viewingRequestSchema);
