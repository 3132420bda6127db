import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedNoticeQuery } from '@/features/content/api/get-published-notice';
import { ensureBrandWith } from './ensure-brand-with';
import { requireFound } from './require-found';

/** /{brandId}/info/{noticeId} — the brand and one published お知らせ, or the 404 page. */
export const brandNoticeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const notice = await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedNoticeQuery(brandId, params['noticeId'] ?? '')),
    );
    requireFound(notice);
    return null;
  };
