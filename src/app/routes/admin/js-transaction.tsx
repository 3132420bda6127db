import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminSitePageQuery } from '@/features/content/api/admin-get-site-page';
import { SitePageEditor } from '@/features/content/components/staff/site-page-editor';

const pageKey = 'transaction';
const title = paths.admin.jsTransaction.title;

/** /admin/js/transaction (admin-guarded): the operator's page site/transaction, shown on the home page. */
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
      lead="サイト全体の特定商取引法に基づく表記を編集します。トップページの下のほうに表示されます。"
    >
      <SitePageEditor
        pageKey={pageKey}
        pageName={title}
        publicHref={`${paths.home.href()}#${pageKey}`}
      />
    </Page>
  );
}
