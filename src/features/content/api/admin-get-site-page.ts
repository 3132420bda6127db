import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { sitePageConverter } from '@/lib/converters/site-page-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { SitePage, SitePageKey } from '@/lib/model/site-page';
import { contentKeys } from './keys';

/** One of the operator's pages (site/{key}), or null when it has not been written yet. */
export async function getAdminSitePage(key: SitePageKey): Promise<SitePage | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.sitePage(key)).withConverter(sitePageConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const adminSitePageQuery = (key: SitePageKey) =>
  queryOptions({
    queryKey: contentKeys.staff(contentKeys.sitePage(key)),
    queryFn: () => getAdminSitePage(key),
  });

export function useAdminSitePage(key: SitePageKey): SitePage | null {
  return useSuspenseQuery(adminSitePageQuery(key)).data;
}
