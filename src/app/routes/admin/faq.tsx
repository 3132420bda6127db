import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/content/components/faq-list';
import { adminFaqsQuery } from '@/features/content/api/admin-get-faqs';
import { FaqManager } from '@/features/content/components/staff/faq-manager';
import { PreviewPage } from '@/features/content/components/staff/preview-page';

/** /admin/faq (admin-guarded; no spec route names it): the site-wide よくある質問 (faqs/). */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminFaqsQuery(null));
    return null;
  };

export function Component() {
  return (
    <Page
      title={paths.admin.faq.title}
      lead="サイト全体の「よくある質問」ページ（/faq）に載せる、ブランドに共通の質問と回答を編集します。"
    >
      <FaqManager
        brandId={null}
        publicHref={paths.faq.href()}
        renderPreview={(draft) => (
          <PreviewPage title={paths.faq.title}>
            <FaqList faqs={[draft]} />
          </PreviewPage>
        )}
      />
    </Page>
  );
}
