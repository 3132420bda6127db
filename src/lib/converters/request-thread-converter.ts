import { modelConverter } from '../firebase-converters';
import { requestThreadEntrySchema } from '../model/request-thread';

/** Converter for brands/{b}/contacts|viewingRequests/{id}/thread/{entryId}. */
export const requestThreadConverter = modelConverter(requestThreadEntrySchema);
