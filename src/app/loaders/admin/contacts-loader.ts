import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { contactsQuery } from '@/features/requests/api/get-contacts';
import { parseRequestFilter } from '@/features/requests/request-filters';
import { listPageRequestFrom } from '@/lib/firebase-list-page';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/contacts (`?status=`, a page: `?size=`, `?after=` / `?before=`): an
 * unknown brand is the 404 page.
 */
export const adminContactsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const search = new URL(request.url).searchParams;
    const filter = parseRequestFilter(search.get('status'));
    const { size, cursor } = listPageRequestFrom(search);
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(contactsQuery(brandId, filter, { size, cursor })),
    ]);
    requireFound(brand);
    return null;
  };
