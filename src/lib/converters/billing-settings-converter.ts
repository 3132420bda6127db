import { modelConverter } from '../firebase-converters';
import { billingSettingsSchema } from '../model/billing-settings';

/** Converter for brands/{b}/settings/billing. */
export const billingSettingsConverter = modelConverter(billingSettingsSchema);
