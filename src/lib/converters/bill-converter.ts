import { modelConverter } from '../firebase-converters';
import { billSchema } from '../model/bill';

/** Converter for brands/{b}/bills/{applicationId}_{period}. */
export const billConverter = modelConverter(billSchema);
