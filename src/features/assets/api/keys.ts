const all = (brandId: string) => ['brands', brandId, 'assets'] as const;
const staff = (brandId: string) => ['admin', 'brands', brandId, 'assets'] as const;

/**
 * The assets' query keys: public reads (published only) under `['brands', b, 'assets']`, staff
 * reads under `['admin', 'brands', b, 'assets']` so a draft never lands in a visitor's cache.
 * An asset's spaces sit under its key (spaceKeys), so invalidating an asset list refreshes them.
 */
export const assetKeys = {
  all,
  byId: (brandId: string, assetId: string) => [...all(brandId), assetId] as const,
  staff,
  staffById: (brandId: string, assetId: string) => [...staff(brandId), assetId] as const,
  /** Beside the list, not under it: names change rarely and are kept for minutes. */
  staffNames: (brandId: string) => ['admin', 'brands', brandId, 'assetNames'] as const,
};
