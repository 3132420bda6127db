/** The reports' query keys: everything under the brand's staff `reports` key. */
const all = (brandId: string) => ['admin', 'brands', brandId, 'reports'] as const;

export const reportKeys = {
  all,
  /** the brand's months `{YYYY-MM}` */
  months: (brandId: string, periods: readonly string[]) =>
    [...all(brandId), 'months', periods] as const,
  /** their plans `{YYYY-MM}_plans` */
  plans: (brandId: string, periods: readonly string[]) =>
    [...all(brandId), 'plans', periods] as const,
  /** one month's ranking of assets `{YYYY-MM}_assets` */
  assets: (brandId: string, period: string) => [...all(brandId), 'assets', period] as const,
  /** an asset's months `{YYYY-MM}_{assetId}` */
  asset: (brandId: string, assetId: string, periods: readonly string[]) =>
    [...all(brandId), 'asset', assetId, periods] as const,
  state: (brandId: string) => [...all(brandId), 'state'] as const,
};
