import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePublishedFaqs } from '@/features/content/api/get-published-faqs';
import { FaqList } from '@/features/content/components/faq-list';

export function Component() {
  const faqs = usePublishedFaqs(null);
  return (
    <Page
      title={paths.faq.title}
      lead={`${site.name}のアカウント、お申し込み、お支払いなど、サービス全般についてよくいただくご質問と回答です。`}
    >
      <FaqList faqs={faqs} />
    </Page>
  );
}
