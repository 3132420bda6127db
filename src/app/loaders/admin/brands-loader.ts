import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandsQuery } from '@/features/brands/api/admin-get-brands';

/** /admin/brands: every brand. */
export const adminBrandsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminBrandsQuery());
    return null;
  };
