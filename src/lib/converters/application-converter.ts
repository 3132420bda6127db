import { modelConverter } from '../firebase-converters';
import { applicationSchema } from '../model/application';

/** Converter for brands/{b}/applications/{applicationId}. */
export const applicationConverter = modelConverter(applicationSchema);
