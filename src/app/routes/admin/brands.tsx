import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands */
export function Component() {
  return (
    <Page
      title={paths.admin.brands.title}
      lead="ブランドを一覧で確認し、追加・編集するページです。"
    />
  );
}
