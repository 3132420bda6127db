import { modelConverter } from '../firebase-converters';
import { applicationCounterSchema } from '../model/application-counter';

/** Converter for brands/{b}/applicationCounters/{uid}. */
export const applicationCounterConverter = modelConverter(applicationCounterSchema);
