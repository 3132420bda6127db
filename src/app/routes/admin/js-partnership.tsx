import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminSitePageQuery } from '@/features/content/api/admin-get-site-page';
import { SitePageEditor } from '@/features/content/components/staff/site-page-editor';

const pageKey = 'partnership';
const title = paths.admin.jsPartnership.title;

/** /admin/js/partnership (admin-guarded): the operator's page site/partnership, shown on the home page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminSitePageQuery(pageKey));
    return null;
  };

export function Component() {
  return (
    <Page
      title={title}
      lead="トップページに掲載するパートナーシップ（物件オーナー・事業者の方へ）の内容を編集します。"
    >
      <SitePageEditor
        pageKey={pageKey}
        pageName={title}
        publicHref={`${paths.home.href()}#${pageKey}`}
      />
    </Page>
  );
}
