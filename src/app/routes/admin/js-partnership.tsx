import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/js/partnership */
export function Component() {
  return (
    <Page
      title={paths.admin.jsPartnership.title}
      lead="トップページに掲載するパートナーシップの内容を編集するページです。"
    />
  );
}
