import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { adminBrandsQuery } from '@/features/brands/api/admin-get-brands';
import { auditPageQuery } from '@/features/audit/api/get-audit-page';
import { auditRequestFrom } from '@/features/audit/audit-log-params';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/audit: the page of the brand's 監査ログ the address asks for. */
export const adminBrandAuditLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const { page: _page, ...pageRequest } = auditRequestFrom(new URL(request.url).searchParams);
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(auditPageQuery({ kind: 'brand', brandId }, pageRequest)),
    ]);
    requireFound(brand);
    return null;
  };

/** /admin/audit: every log at once (operator-wide staff), and the brands to filter by. */
export const adminAuditLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    const { page: _page, ...pageRequest } = auditRequestFrom(new URL(request.url).searchParams);
    await Promise.all([
      queryClient.ensureQueryData(adminBrandsQuery()),
      queryClient.ensureQueryData(auditPageQuery({ kind: 'all' }, pageRequest)),
    ]);
    return null;
  };
