import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { brandMailPageQuery } from '@/features/messages/api/get-brand-mail-page';
import { brandMailRequestFrom } from '@/features/messages/brand-mail-params';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/mails: the page of the brand's mail the address asks for. */
export const adminBrandMailsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const { page: _page, ...pageRequest } = brandMailRequestFrom(new URL(request.url).searchParams);
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(brandMailPageQuery(brandId, pageRequest)),
    ]);
    requireFound(brand);
    return null;
  };
