import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { billingSettingsQuery } from '@/features/payment/api/get-billing-settings';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/billing-settings: the brand (404 when missing) and its settings. */
export const adminBillingSettingsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(billingSettingsQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };
