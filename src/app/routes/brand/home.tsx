import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId} */
export function Component() {
  return (
    <Page
      title={paths.brand.home.title}
      lead="このブランドのレンタルスペースと空き状況をご案内するページです。"
    />
  );
}
