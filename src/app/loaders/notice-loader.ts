import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedNoticeQuery } from '@/features/content/api/get-published-notice';
import { requireFound } from './require-found';

/** /news/{noticeId} — one published お知らせ of the site, or the 404 page. */
export const noticeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(
      await queryClient.ensureQueryData(publishedNoticeQuery(null, params['noticeId'] ?? '')),
    );
    return null;
  };
