import { modelConverter } from '../firebase-converters';
import { assetSearchSchema } from '../model/asset-search';

/** Converter for assetSearch/{brandId}_{assetId}. */
export const assetSearchConverter = modelConverter(assetSearchSchema);
