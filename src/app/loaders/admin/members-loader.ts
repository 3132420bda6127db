import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { membersQuery } from '@/features/members/api/get-members';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/users: the brand's members; an unknown brand is the 404 page. */
export const adminMembersLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(membersQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };
