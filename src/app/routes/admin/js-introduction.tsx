import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminSitePageQuery } from '@/features/content/api/admin-get-site-page';
import { SitePageEditor } from '@/features/content/components/staff/site-page-editor';

const pageKey = 'introduction';
const title = paths.admin.jsIntroduction.title;

/** /admin/js/introduction (admin-guarded): the operator's page site/introduction, shown on the home page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminSitePageQuery(pageKey));
    return null;
  };

export function Component() {
  return (
    <Page title={title} lead="トップページの最初に表示するサービス紹介を編集します。">
      <SitePageEditor
        pageKey={pageKey}
        pageName={title}
        publicHref={`${paths.home.href()}#${pageKey}`}
        variant="lead"
      />
    </Page>
  );
}
