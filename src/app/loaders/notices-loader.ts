import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';

/** /news — the site's published お知らせ. */
export const noticesLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(publishedNoticesQuery(null));
    return null;
  };
