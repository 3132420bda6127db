import { modelConverter } from '../firebase-converters';
import { statementFormatSchema } from '#shared/model/statement-format.js';

/** Converter for brands/{b}/statementFormats/{id}. */
export const statementFormatConverter = modelConverter(statementFormatSchema);
