import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { usePublishedFaqs } from '@/features/content/api/get-published-faqs';
import { ContactPrompt } from '@/features/content/components/contact-prompt';
import { FaqList } from '@/features/content/components/faq-list';

export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const faqs = usePublishedFaqs(brandId);
  if (!brand) return null;
  return (
    <Page
      title={`${brand.name}の${paths.brand.faq.title}`}
      heading={paths.brand.faq.title}
      lead={`${brand.name}のご利用・ご契約・お支払いについて、よくいただくご質問と回答です。`}
    >
      <FaqList faqs={faqs} />
      <ContactPrompt to={paths.brand.contact.href(brandId)} name={brand.name} />
    </Page>
  );
}
