import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/content/components/faq-list';
import { FaqManager } from '@/features/content/components/staff/faq-manager';
import { PreviewPage } from '@/features/content/components/staff/preview-page';

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
