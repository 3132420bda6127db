const all = ['admin', 'devices'] as const;

/** The devices' query keys (staff only); every device read sits under `all`. */
export const deviceKeys = {
  all,
  byBrand: (brandId: string) => [...all, 'byBrand', brandId] as const,
  assetOptions: (brandId: string) => [...all, 'assetOptions', brandId] as const,
  spaceOptions: (brandId: string, assetId: string) =>
    [...all, 'spaceOptions', brandId, assetId] as const,
};
