import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminNoticesQuery } from '@/features/content/api/admin-get-notices';

/** /admin/news: the site-wide お知らせ (news/), drafts included. */
export const adminNoticesLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(adminNoticesQuery(null));
    return null;
  };
