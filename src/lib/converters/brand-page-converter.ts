import { modelConverter } from '../firebase-converters';
import { brandPageSchema } from '../model/brand-page';

/** Converter for brands/{b}/pages/{key}. */
export const brandPageConverter = modelConverter(brandPageSchema);
