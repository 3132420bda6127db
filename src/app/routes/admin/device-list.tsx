import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminBrandsQuery, useAdminBrands } from '@/features/brands/api/admin-get-brands';
import { brandDevicesQuery } from '@/features/devices/api/get-brand-devices';
import { DevicesManager } from '@/features/devices/components/staff/devices-manager';

/** /admin/deviceList (admin-guarded): the brands, then each brand's devices in parallel. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const brands = await queryClient.ensureQueryData(adminBrandsQuery());
    await Promise.all(
      brands.map((brand) => queryClient.ensureQueryData(brandDevicesQuery(brand.id))),
    );
    return null;
  };

export function Component() {
  const brands = useAdminBrands();
  const options = useMemo(() => brands.map(({ id, name }) => ({ id, name })), [brands]);
  return (
    <Page
      title={paths.admin.deviceList.title}
      lead="物件に設置したスマートロック・ゲートウェイ・防犯カメラ・センサーの一覧です。通信が途絶えたものや電池残量が少ないものは目立つように表示します。"
    >
      <DevicesManager brands={options} />
    </Page>
  );
}
