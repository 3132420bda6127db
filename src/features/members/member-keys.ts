/**
 * The member screens' query keys, all under ['admin', 'brands', b, 'members'], which the
 * application moves and the billing screen's writes refresh (a member's page shows both).
 */
const members = (brandId: string) => ['admin', 'brands', brandId, 'members'] as const;

export const memberKeys = {
  members,
  list: (brandId: string) => [...members(brandId), 'list'] as const,
  member: (brandId: string, uid: string) => [...members(brandId), uid, 'profile'] as const,
  applications: (brandId: string, uid: string) =>
    [...members(brandId), uid, 'applications'] as const,
  billings: (brandId: string, uid: string) => [...members(brandId), uid, 'billings'] as const,
  identityDocument: (path: string) => ['admin', 'identityDocument', path] as const,
};
