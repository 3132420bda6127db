import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { FaqManager, faqPreview } from '@/features/content/components/staff/faq-manager';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const title = paths.admin.brand.faq.title;
  return (
    <Page
      title={`${title}（${brand.name}）`}
      heading={title}
      lead={`${brand.name}の「よくある質問」ページに載せる質問と回答を編集します。`}
    >
      <FaqManager
        key={brandId}
        brandId={brandId}
        publicHref={paths.brand.faq.href(brandId)}
        renderPreview={faqPreview(paths.brand.faq.title)}
      />
    </Page>
  );
}
