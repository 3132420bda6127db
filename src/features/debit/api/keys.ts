/**
 * The 口座振替 query keys: the customer's own account under the brand, the staff's reads under
 * `['admin', 'brands', b, 'debit']`.
 */
const staff = (brandId: string) => ['admin', 'brands', brandId, 'debit'] as const;

export const debitKeys = {
  account: (brandId: string, uid: string) => ['brands', brandId, 'debitAccounts', uid] as const,
  staff,
  settings: (brandId: string) => [...staff(brandId), 'settings'] as const,
  requests: (brandId: string) => [...staff(brandId), 'requests'] as const,
  candidates: (brandId: string, debitDate: string) =>
    [...staff(brandId), 'candidates', debitDate] as const,
  imports: (brandId: string) => [...staff(brandId), 'imports'] as const,
  memberItems: (brandId: string, uid: string) => [...staff(brandId), 'items', uid] as const,
};
