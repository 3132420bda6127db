import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore/lite';
import { sitePageConverter } from '@/lib/converters/site-page-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { SitePage, SitePageKey } from '@/lib/model/site-page';
import { readVisibleDoc } from '@/lib/firebase-read-visible-doc';
import { contentKeys } from './keys';

/** One of the operator's pages (site/{key}), or null when it has not been written yet. */
export function getSitePage(key: SitePageKey): Promise<SitePage | null> {
  const ref = doc(firestore, collectionPaths.sitePage(key)).withConverter(sitePageConverter);
  return readVisibleDoc(ref);
}

export const sitePageQuery = (key: SitePageKey) =>
  queryOptions({ queryKey: contentKeys.sitePage(key), queryFn: () => getSitePage(key) });

export function useSitePage(key: SitePageKey): SitePage | null {
  return useSuspenseQuery(sitePageQuery(key)).data;
}
