import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { applicationsPageQueryOptions } from '@/features/applications/api/get-applications-page';
import { parseApplicationFilter } from '@/features/applications/application-filters';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { listPageRequestFrom } from '@/lib/firebase-list-page';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId} (`?status=`, `?q=`, a page: `?size=`, `?after=` / `?before=`): the
 * brand and one page of its applications in that state (or found by the search) with the
 * names of that page's assets; a brand that does not exist is the 404 page.
 */
export const adminBrandHomeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const address = new URL(request.url).searchParams;
    const filter = parseApplicationFilter(address.get('status'));
    const { size, cursor } = listPageRequestFrom(address);
    const search = (address.get('q') ?? '').trim();
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(
        applicationsPageQueryOptions(brandId, { size, cursor, filter, search }),
      ),
    ]);
    requireFound(brand);
    return null;
  };
