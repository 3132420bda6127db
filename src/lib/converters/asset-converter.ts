import { modelConverter } from '../firebase-converters';
import { assetSchema } from '../model/asset';

/** Converter for brands/{b}/assets/{assetNumber}. */
export const assetConverter = modelConverter(assetSchema);
