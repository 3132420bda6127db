import { modelConverter } from '../firebase-converters';
import { statementImportSchema, statementLineSchema } from '#shared/model/statement-line.js';

/** Converter for brands/{b}/statementLines/{id}. */
export const statementLineConverter = modelConverter(statementLineSchema);
/** Converter for brands/{b}/statementImports/{id}. */
export const statementImportConverter = modelConverter(statementImportSchema);
