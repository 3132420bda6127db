import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { publishedFaqsQuery, usePublishedFaqs } from '@/features/content/api/get-published-faqs';
import { ContactPrompt } from '@/features/content/components/contact-prompt';
import { FaqList } from '@/features/content/components/faq-list';
import { ensureBrandWith } from '../../loaders/ensure-brand-with';

/** /{brandId}/faq — the brand's よくある質問; brand and questions load together. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedFaqsQuery(brandId)),
    );
    return null;
  };

export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const faqs = usePublishedFaqs(brandId);
  if (!brand) return null;
  return (
    <Page
      title={paths.brand.faq.title}
      lead={`${brand.name}のご利用・ご契約・お支払いについて、よくいただくご質問と回答です。`}
    >
      <FaqList faqs={faqs} />
      <ContactPrompt to={paths.brand.contact.href(brandId)} name={brand.name} />
    </Page>
  );
}
