import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { FaqManager, faqPreview } from '@/features/content/components/staff/faq-manager';

export function Component() {
  return (
    <Page
      title={paths.admin.faq.title}
      lead="サイト全体の「よくある質問」ページ（/faq）に載せる、ブランドに共通の質問と回答を編集します。"
    >
      <FaqManager
        brandId={null}
        publicHref={paths.faq.href()}
        renderPreview={faqPreview(paths.faq.title)}
      />
    </Page>
  );
}
