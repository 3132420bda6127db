import { modelConverter } from '../firebase-converters';
import { creditSchema } from '#shared/model/credit.js';

/** Converter for brands/{b}/credits/{uid} (預り金). */
export const creditConverter = modelConverter(creditSchema);
