import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { membersPageQuery } from '@/features/members/api/get-members-page';
import { membersPageRequestFrom } from '@/features/members/members-page-params';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/users: the page of the brand's members the address asks for (search,
 * size, cursor); an unknown brand is the 404 page.
 */
export const adminMembersLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const { page: _page, ...pageRequest } = membersPageRequestFrom(
      new URL(request.url).searchParams,
    );
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(membersPageQuery(brandId, pageRequest)),
    ]);
    requireFound(brand);
    return null;
  };
