import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedNoticeQuery } from '@/features/content/api/get-published-notice';
import { requireFound } from './require-found';

/** /news/{newsId} — one published news item, or the 404 page. */
export const newsItemLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(
      await queryClient.ensureQueryData(publishedNoticeQuery(null, params['newsId'] ?? '')),
    );
    return null;
  };
