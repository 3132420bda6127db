import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminFaqsQuery } from '@/features/content/api/admin-get-faqs';

/** /admin/faq: the site-wide よくある質問 (faqs/), drafts included. */
export const adminFaqLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminFaqsQuery(null));
    return null;
  };
