import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { publishedFaqsQuery, usePublishedFaqs } from '@/features/content/api/get-published-faqs';
import { FaqList } from '@/features/content/components/faq-list';

/** /faq — the site-wide よくある質問. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(publishedFaqsQuery(null));
    return null;
  };

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
