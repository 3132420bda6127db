import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';

/** /news — the site's published news. */
export const newsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(publishedNoticesQuery(null));
    return null;
  };
