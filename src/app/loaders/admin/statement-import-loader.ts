import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { openBillsQuery } from '@/features/billing/api/get-open-bills';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { membersQuery } from '@/features/members/api/get-members';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/billing/import: the brand (404 when missing), open bills, members. */
export const adminStatementImportLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(openBillsQuery(brandId)),
      queryClient.ensureQueryData(membersQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };
