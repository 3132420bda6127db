import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/js/transaction */
export function Component() {
  return (
    <Page
      title={paths.admin.jsTransaction.title}
      lead="サイト全体の特定商取引法に基づく表記を編集するページです。"
    />
  );
}
