import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restQuery } from '@/lib/firestore-rest';
import { publicQueries } from '@/lib/public-reads';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { noticeSchema, type Notice } from '@/lib/model/notice';
import { contentKeys } from './keys';

/** A お知らせ with its id: site-wide (`notices`) or a brand's (`brands/{b}/notices`). */
export type NoticeWithId = Notice & { id: string };

/**
 * The published お知らせ of a brand, or the site's news when `brandId` is null, newest first.
 * An item whose 掲載日時 is still in the future is scheduled, not shown yet.
 */
export async function getPublishedNotices(brandId: string | null): Promise<NoticeWithId[]> {
  const path = brandId ? collectionPaths.brandNotices(brandId) : collectionPaths.notices();
  const notices = await restQuery(path, noticeSchema, publicQueries.notices);
  const now = Date.now();
  return notices.filter((notice) => notice.publishedAt.getTime() <= now);
}

export const publishedNoticesQuery = (brandId: string | null) =>
  queryOptions({
    queryKey: contentKeys.notices(brandId),
    queryFn: () => getPublishedNotices(brandId),
  });

export function usePublishedNotices(brandId: string | null): NoticeWithId[] {
  return useSuspenseQuery(publishedNoticesQuery(brandId)).data;
}
