import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { memberQuery } from '@/features/members/api/get-member-for-staff';
import { memberBillsQuery } from '@/features/members/api/get-member-bills';
import { billingSettingsQuery } from '@/features/payment/api/get-billing-settings';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/users/{memberId}/bills/{billId}/invoice: the member's bills (the one
 * named must be theirs), the brand and its billing settings; anything missing is the 404 page.
 */
export const adminMemberInvoiceLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const uid = params['memberId'] ?? '';
    const [brand, member, bills] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(memberQuery(brandId, uid)),
      queryClient.ensureQueryData(memberBillsQuery(brandId, uid)),
      queryClient.ensureQueryData(billingSettingsQuery(brandId)),
    ]);
    requireFound(brand);
    requireFound(member);
    requireFound(bills.find((b) => b.id === params['billId']) ?? null);
    return null;
  };
