const staff = (brandId: string) => ['admin', 'brands', brandId, 'members'] as const;

/**
 * The members' query keys: the signed-in user's own profile under `['brands', b, 'members']`;
 * the member screens' reads under `['admin', 'brands', b, 'members']`, which the application
 * moves and the billing screen's writes refresh (a member's page shows both).
 */
export const memberKeys = {
  byId: (brandId: string, uid: string) => ['brands', brandId, 'members', uid] as const,
  /** The uid of the account signed in with `email` (firebase/auth knows it, the store does not). */
  signedInUid: (email: string) => ['auth', 'uid', email] as const,
  staff,
  staffList: (brandId: string) => [...staff(brandId), 'list'] as const,
  /** One page of the list (search, size, cursor), under staffList so its refreshes reach it. */
  staffPage: (
    brandId: string,
    request: {
      search: string;
      size: number;
      cursor: { direction: 'after' | 'before'; token: string } | null;
    },
  ) => [...staff(brandId), 'list', request] as const,
  staffById: (brandId: string, uid: string) => [...staff(brandId), uid, 'profile'] as const,
  staffApplications: (brandId: string, uid: string) =>
    [...staff(brandId), uid, 'applications'] as const,
  staffBills: (brandId: string, uid: string) => [...staff(brandId), uid, 'bills'] as const,
  staffCredit: (brandId: string, uid: string) => [...staff(brandId), uid, 'credit'] as const,
  identityDocument: (path: string) => ['admin', 'identityDocument', path] as const,
};
