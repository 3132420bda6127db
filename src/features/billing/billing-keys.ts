import type { BillingStatus } from '@/lib/model/billing';

const bills = (brandId: string) => ['admin', 'brands', brandId, 'billings'] as const;

/**
 * The billing screen's query keys. The applications it reads sit under the brand's
 * applications key, so a staff move of an application (which refreshes that key) refreshes
 * them too; member pages (['admin', 'brands', b, 'members', …]) hold bills of their own.
 */
export const billingKeys = {
  bills,
  month: (brandId: string, period: string) => [...bills(brandId), 'month', period] as const,
  status: (brandId: string, status: BillingStatus) =>
    [...bills(brandId), 'status', status] as const,
  billedApplications: (brandId: string) =>
    ['admin', 'brands', brandId, 'applications', 'billed'] as const,
  exportApplications: (brandId: string) =>
    ['admin', 'brands', brandId, 'applications', 'export'] as const,
  members: (brandId: string) => ['admin', 'brands', brandId, 'members'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};
