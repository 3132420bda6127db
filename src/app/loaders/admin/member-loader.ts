import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminAssetsQuery } from '@/features/assets/api/get-admin-assets';
import { memberQuery } from '@/features/members/api/get-member-for-staff';
import { memberApplicationsQuery } from '@/features/members/api/get-member-applications';
import { memberBillsQuery } from '@/features/members/api/get-member-bills';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/users/{memberId}: a member who does not exist (or a brand that does
 * not) is the 404 page. The brand's assets name each application's place.
 */
export const adminMemberLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const uid = params['memberId'] ?? '';
    const [member, assets] = await Promise.all([
      queryClient.ensureQueryData(memberQuery(brandId, uid)),
      queryClient.ensureQueryData(adminAssetsQuery(brandId)),
      queryClient.ensureQueryData(memberApplicationsQuery(brandId, uid)),
      queryClient.ensureQueryData(memberBillsQuery(brandId, uid)),
    ]);
    requireFound(assets);
    requireFound(member);
    return null;
  };
