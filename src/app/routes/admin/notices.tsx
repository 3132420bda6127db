import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { NoticeArticleBody } from '@/features/content/components/notice-article';
import { NoticeManager } from '@/features/content/components/staff/notice-manager';
import { PreviewPage } from '@/features/content/components/staff/preview-page';

export function Component() {
  const listHref = paths.notices.href();
  return (
    <Page
      title={paths.admin.notices.title}
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
