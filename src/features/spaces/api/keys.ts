import { assetKeys } from '@/features/assets/api/keys';

/**
 * The spaces' query keys, under their asset's key (as `spaces` is a subcollection of the asset):
 * an asset write that invalidates the asset list refreshes its spaces too.
 */
export const spaceKeys = {
  byAsset: (brandId: string, assetId: string) =>
    [...assetKeys.byId(brandId, assetId), 'spaces'] as const,
  staffByAsset: (brandId: string, assetId: string) =>
    [...assetKeys.staffById(brandId, assetId), 'spaces'] as const,
};
