import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedFaqsQuery } from '@/features/content/api/get-published-faqs';

/** /faq — the site-wide FAQ. */
export const siteFaqLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(publishedFaqsQuery(null));
    return null;
  };
