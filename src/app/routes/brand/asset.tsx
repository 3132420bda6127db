import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/{id} */
export function Component() {
  return (
    <Page
      title={paths.brand.asset.title}
      lead="物件の所在地・設備・空き区画をご案内するページです。"
    />
  );
}
