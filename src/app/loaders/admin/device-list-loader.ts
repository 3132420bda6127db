import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandsQuery } from '@/features/brands/api/admin-get-brands';
import { brandDevicesQuery } from '@/features/devices/api/get-brand-devices';

/** /admin/deviceList: the brands, then each brand's devices in parallel. */
export const adminDeviceListLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const brands = await queryClient.ensureQueryData(adminBrandsQuery());
    await Promise.all(
      brands.map((brand) => queryClient.ensureQueryData(brandDevicesQuery(brand.id))),
    );
    return null;
  };
