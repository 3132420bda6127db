import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { noticeConverter } from '@/lib/converters/notice-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Notice } from '@/lib/model/notice';
import { contentKeys } from './keys';
import { scopedCollectionPaths } from '../scoped-collection-paths';

/** A お知らせ as staff see it: a brand's info or, site-wide, a news item. */
export type AdminNotice = Notice & { id: string };

/** Every お知らせ of a brand (or the site's news), published, scheduled or not, newest first. */
export async function getAdminNotices(brandId: string | null): Promise<AdminNotice[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, scopedCollectionPaths.notices(brandId)).withConverter(noticeConverter),
      orderBy('publishedAt', 'desc'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const adminNoticesQuery = (brandId: string | null) =>
  queryOptions({
    queryKey: contentKeys.staff(contentKeys.notices(brandId)),
    queryFn: () => getAdminNotices(brandId),
  });

export function useAdminNotices(brandId: string | null): AdminNotice[] {
  return useSuspenseQuery(adminNoticesQuery(brandId)).data;
}
