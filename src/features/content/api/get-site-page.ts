import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restGetVisibleDoc } from '@/lib/firestore-rest';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { sitePageSchema, type SitePage, type SitePageKey } from '@/lib/model/site-page';
import { contentKeys } from './keys';

/** One of the operator's pages (site/{key}), or null when it has not been written yet. */
export function getSitePage(key: SitePageKey): Promise<SitePage | null> {
  return restGetVisibleDoc(collectionPaths.sitePage(key), sitePageSchema);
}

export const sitePageQuery = (key: SitePageKey) =>
  queryOptions({ queryKey: contentKeys.sitePage(key), queryFn: () => getSitePage(key) });

export function useSitePage(key: SitePageKey): SitePage | null {
  return useSuspenseQuery(sitePageQuery(key)).data;
}
