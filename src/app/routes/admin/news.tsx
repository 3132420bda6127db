import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { NoticeArticleBody } from '@/features/content/components/notice-article';
import { adminNoticesQuery } from '@/features/content/api/admin-get-notices';
import { NoticeManager } from '@/features/content/components/staff/notice-manager';
import { PreviewPage } from '@/features/content/components/staff/preview-page';

/** /admin/news (admin-guarded; no spec route names it): the site-wide お知らせ (news/). */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminNoticesQuery(null));
    return null;
  };

export function Component() {
  const listHref = paths.news.href();
  return (
    <Page
      title={paths.admin.news.title}
      lead="サイト全体のお知らせを編集します。公開中のお知らせは、トップページと「お知らせ」ページ（/news）に表示されます。"
    >
      <NoticeManager
        brandId={null}
        publicHref={listHref}
        renderPreview={(draft) => (
          <PreviewPage title={draft.title || 'タイトル'}>
            <NoticeArticleBody notice={draft} listHref={listHref} />
          </PreviewPage>
        )}
      />
    </Page>
  );
}
