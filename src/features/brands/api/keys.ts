const all = ['brands'] as const;
const staffAll = ['admin', 'brands'] as const;

/**
 * The brands' query keys. Every public read of the site sits under `['brands']`, and a brand's
 * under `['brands', b]` (its assets, spaces, pages…), so a staff write to a brand can refresh
 * what this tab shows of it publicly with one prefix. The staff list and a brand's settings are
 * matched exactly: `['admin', 'brands', b, …]` also holds the brand's applications, members and
 * bills, which a brand edit does not change.
 */
export const brandKeys = {
  all,
  published: () => [...all, { published: true }] as const,
  byId: (brandId: string) => [...all, brandId] as const,
  staffAll,
  staffById: (brandId: string) => [...staffAll, brandId] as const,
  /** the brand's 解約 rule: public (beside the 解約 form) and as staff edit it */
  terminationRule: (brandId: string) => [...all, brandId, 'terminationRule'] as const,
  staffTerminationRule: (brandId: string) => [...staffAll, brandId, 'terminationRule'] as const,
};
