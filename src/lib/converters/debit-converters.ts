import { modelConverter } from '../firebase-converters';
import { debitAccountSchema } from '../model/debit-account';
import { debitImportSchema, debitItemSchema, debitRequestSchema } from '../model/debit-request';
import { debitSettingsSchema } from '../model/debit-settings';

/** Converters for the 口座振替 documents (docs/data-model.md). */
export const debitAccountConverter = modelConverter(debitAccountSchema);
export const debitSettingsConverter = modelConverter(debitSettingsSchema);
export const debitRequestConverter = modelConverter(debitRequestSchema);
export const debitItemConverter = modelConverter(debitItemSchema);
export const debitImportConverter = modelConverter(debitImportSchema);
