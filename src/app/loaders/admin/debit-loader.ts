import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { debitSettingsQuery } from '@/features/debit/api/debit-settings';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/billing/debit: the brand (404 when missing) and its 口座振替 settings. */
export const adminDebitLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(debitSettingsQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };
