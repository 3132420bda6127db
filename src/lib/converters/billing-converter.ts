import { modelConverter } from '../firebase-converters';
import { billingSchema } from '../model/billing';

/** Converter for brands/{b}/billings/{applicationId}_{period}. */
export const billingConverter = modelConverter(billingSchema);
