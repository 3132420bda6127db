import type { SpaceType } from '@/lib/model/space';

/**
 * What the asset search needs of an asset. A plan groups the asset's spaces that share type,
 * monthly fee and size, keyed by any id stable for the asset; `available` counts its vacant
 * spaces out of `total`.
 */
export type AssetSearchSummary = {
  assetNumber: string;
  prefecture: string;
  city: string;
  plans: Readonly<
    Record<
      string,
      { type: SpaceType; monthlyFee: number; areaM2: number; total: number; available: number }
    >
  >;
};
