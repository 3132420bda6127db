import { useQuery } from '@tanstack/react-query';
import type { Asset } from '@/lib/model/asset';
import { fromPrice } from '../from-price';
import { vacancyCount } from '../vacancy-count';
import { publishedAssetsQuery } from './get-published-assets';

/** What a list says of an asset at a glance: vacant spaces and the 月額 it starts from. */
export type AssetVacancy = { vacant: number; fromPrice: number | null };

/** The same figures as the asset's card (vacancyCount, fromPrice), from its plans. */
export function assetVacancy(asset: Asset): AssetVacancy {
  return { vacant: vacancyCount(asset), fromPrice: fromPrice(asset) };
}

/**
 * An asset's vacancy and from-price, read from its brand's published assets (the list its
 * brand's pages read, one query per brand, shared through the cache); undefined while loading
 * and for an asset the list does not hold.
 */
export function useAssetVacancy(brandId: string, assetId: string): AssetVacancy | undefined {
  const { data } = useQuery({
    ...publishedAssetsQuery(brandId),
    select: (assets) => {
      const asset = assets.find((candidate) => candidate.assetNumber === assetId);
      return asset ? assetVacancy(asset) : undefined;
    },
  });
  return data;
}
