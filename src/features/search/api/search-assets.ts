import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { assetSearchConverter } from '@/lib/converters/asset-search-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { AssetSearch } from '@/lib/model/asset-search';
import { collectionPaths } from '@/lib/model/collection-paths';
import { foldPlaceTerms } from '@/utils/fold-search-text';
import { searchKeyLength } from '../asset-search-document';
import { searchKeys } from './keys';

/** Documents one search reads at most: one request, whatever the number of assets. */
export const searchResultLimit = 20;

export type AssetSearchHit = Pick<
  AssetSearch,
  'brandId' | 'assetId' | 'name' | 'prefecture' | 'city' | 'stations'
>;

export type AssetSearchResult = {
  hits: AssetSearchHit[];
  /** The read came back full: there may be more, so the screen asks for a narrower search. */
  more: boolean;
};

/** The typed words, folded, a station's 駅/駅前/えき dropped (foldPlaceTerms). */
const searchWords = foldPlaceTerms;

/**
 * Published assets of every published brand whose station, town, name or number holds every
 * word of `text`: one query on assetSearch (`published == true`, the longest word's key with
 * array-contains, at most searchResultLimit documents), the other words checked here.
 */
export async function searchAssets(text: string): Promise<AssetSearchResult> {
  const words = searchWords(text);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (!longest) return { hits: [], more: false };
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.assetSearches()).withConverter(assetSearchConverter),
      where('published', '==', true),
      where('tokens', 'array-contains', longest.slice(0, searchKeyLength)),
      limit(searchResultLimit),
    ),
  );
  const hits = snapshot.docs
    .map((d) => d.data())
    .filter((d) => words.every((word) => d.text.includes(word)))
    .map(({ brandId, assetId, name, prefecture, city, stations }) => ({
      brandId,
      assetId,
      name,
      prefecture,
      city,
      stations,
    }))
    .sort((a, b) => a.brandId.localeCompare(b.brandId) || a.assetId.localeCompare(b.assetId));
  return { hits, more: snapshot.size >= searchResultLimit };
}

/** The search for what was typed, keyed by its folded form (ｻﾝｹﾞﾝ and さんげん share a result). */
export const assetSearchQuery = (text: string) =>
  queryOptions({
    queryKey: searchKeys.assets(searchWords(text).join(' ')),
    queryFn: () => searchAssets(text),
    staleTime: 60_000,
  });

/** Results for `text` (nothing is read for an empty search); the previous ones while typing. */
export function useAssetSearch(text: string) {
  return useQuery({
    ...assetSearchQuery(text),
    enabled: searchWords(text).length > 0,
    placeholderData: (previous) => previous,
  });
}
