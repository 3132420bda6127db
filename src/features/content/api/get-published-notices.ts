import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { newsItemConverter } from '@/lib/converters/news-item-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { NewsItem } from '@/lib/model/news-item';
import { contentKeys } from './keys';

/** A お知らせ: site-wide news (`news`) or a brand's info (`brands/{b}/infos`). */
export type Notice = NewsItem & { id: string };

/**
 * The published お知らせ of a brand, or the site's news when `brandId` is null, newest first.
 * An item whose 掲載日時 is still in the future is scheduled, not shown yet.
 */
export async function getPublishedNotices(brandId: string | null): Promise<Notice[]> {
  const path = brandId ? collectionPaths.brandInfos(brandId) : collectionPaths.news();
  const snapshot = await getDocs(
    query(
      collection(firestore, path).withConverter(newsItemConverter),
      where('published', '==', true),
      orderBy('publishedAt', 'desc'),
    ),
  );
  const now = Date.now();
  return snapshot.docs
    .map((d) => ({ ...d.data(), id: d.id }))
    .filter((notice) => notice.publishedAt.getTime() <= now);
}

export const publishedNoticesQuery = (brandId: string | null) =>
  queryOptions({
    queryKey: contentKeys.notices(brandId),
    queryFn: () => getPublishedNotices(brandId),
  });

export function usePublishedNotices(brandId: string | null): Notice[] {
  return useSuspenseQuery(publishedNoticesQuery(brandId)).data;
}
