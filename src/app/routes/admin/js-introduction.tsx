import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/js/introduction */
export function Component() {
  return (
    <Page
      title={paths.admin.jsIntroduction.title}
      lead="トップページに掲載するサービス紹介を編集するページです。"
    />
  );
}
