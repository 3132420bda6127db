import { useMemo } from 'react';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrands } from '@/features/brands/api/admin-get-brands';
import { DevicesManager } from '@/features/devices/components/staff/devices-manager';

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
