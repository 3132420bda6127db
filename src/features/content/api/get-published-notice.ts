import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restGetVisibleDoc } from '@/lib/firestore-rest';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { noticeSchema } from '@/lib/model/notice';
import type { NoticeWithId } from './get-published-notices';
import { contentKeys } from './keys';

/** One published お知らせ (brand info, or site news when `brandId` is null), or null (404). */
export async function getPublishedNotice(
  brandId: string | null,
  id: string,
): Promise<NoticeWithId | null> {
  const path = brandId ? collectionPaths.brandNotice(brandId, id) : collectionPaths.notice(id);
  const notice = await restGetVisibleDoc(path, noticeSchema);
  if (!notice?.published || notice.publishedAt.getTime() > Date.now()) return null;
  return { ...notice, id };
}

export const publishedNoticeQuery = (brandId: string | null, id: string) =>
  queryOptions({
    queryKey: contentKeys.notice(brandId, id),
    queryFn: () => getPublishedNotice(brandId, id),
  });

export function usePublishedNotice(brandId: string | null, id: string): NoticeWithId | null {
  return useSuspenseQuery(publishedNoticeQuery(brandId, id)).data;
}
