import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/flow */
export function Component() {
  return (
    <Page
      title={paths.brand.flow.title}
      lead="お申し込みからご利用開始までの流れをご案内するページです。"
    />
  );
}
