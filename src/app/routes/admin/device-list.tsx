import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/deviceList */
export function Component() {
  return (
    <Page
      title={paths.admin.deviceList.title}
      lead="スマートロックなど、物件に設置したデバイスを管理するページです。"
    />
  );
}
