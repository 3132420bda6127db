import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/list */
export function Component() {
  return (
    <Page title={paths.brand.list.title} lead="このブランドの物件を一覧でご案内するページです。" />
  );
}
