import { modelConverter } from '../firebase-converters';
import { brandSchema } from '../model/brand';

/** Converter for brands/{brandId}. */
export const brandConverter = modelConverter(brandSchema);
