import { useMemo } from 'react';
import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminAssets } from '@/features/assets/api/get-admin-assets';

/** The brand of the route (`:brandId`), its name, and its assets' names by id. */
export function useBrandAssetNames() {
  const brandId = useParams()['brandId'] ?? '';
  const data = requireFound(useAdminAssets(brandId));
  const assetNames = useMemo(
    () =>
      new Map(data.assets.flatMap((entry) => (entry.asset ? [[entry.id, entry.asset.name]] : []))),
    [data],
  );
  return { brandId, brandName: data.brandName, assetNames };
}
