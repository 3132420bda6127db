// Relative imports: the seed scripts build the demo search documents with this module (tsx
// does not resolve the '@/' alias).
import type { Asset } from '../../lib/model/asset';
import { assetSearchLimits, type AssetSearch } from '../../lib/model/asset-search';
import { foldSearchText } from '../../utils/fold-search-text';

/** What the search document is made of. */
export type AssetSearchSource = Pick<
  Asset,
  'assetNumber' | 'name' | 'prefecture' | 'city' | 'addressLine' | 'stations' | 'readings'
> & { building?: string | undefined };

/** Longest search key: a typed word is looked up by its first searchKeyLength characters. */
export const searchKeyLength = 6;
/** Characters of one term that get keys (names are short; a long building name is cut). */
const termLength = 24;

/** A station's name as people say it: 三軒茶屋 → 三軒茶屋駅 (a name already ending in 駅 stays). */
export function stationName(station: string): string {
  return station.endsWith('駅') ? station : `${station}駅`;
}

/** The town of an address line: 三軒茶屋二丁目14番8号 → 三軒茶屋, 高田1120番地3 → 高田. */
export function townOf(addressLine: string): string {
  return addressLine
    .replace(/[0-9０-９一二三四五六七八九十百千]+(丁目|番地?|号|[-－]).*$/, '')
    .trim();
}

/**
 * The names a visitor may type, unfolded, most wanted first (keys beyond the limit are cut
 * from the end): stations (with 駅), readings, town, city, number, name, lines, building.
 */
function terms(asset: AssetSearchSource): string[] {
  return [
    ...asset.stations.map((s) => stationName(s.station)),
    ...(asset.readings ?? []),
    townOf(asset.addressLine),
    asset.city,
    asset.assetNumber,
    ...asset.name.split(/[\s\u3000（）()]+/),
    asset.name,
    ...asset.stations.map((s) => s.line),
    asset.prefecture,
    asset.building ?? '',
  ];
}

/**
 * The folded keys a search can look up with array-contains: every piece of up to
 * searchKeyLength characters of every term (so 茶屋, さんげん and sk101 all find ソラクラ 三軒茶屋).
 */
export function assetSearchTokens(asset: AssetSearchSource): string[] {
  const keys = new Set<string>();
  for (const term of terms(asset)) {
    const folded = foldSearchText(term).replaceAll(' ', '').slice(0, termLength);
    for (let start = 0; start < folded.length; start++) {
      for (let end = start + 1; end <= Math.min(folded.length, start + searchKeyLength); end++) {
        keys.add(folded.slice(start, end));
      }
    }
  }
  return [...keys].slice(0, assetSearchLimits.tokens);
}

/** The folded text every word of a search is checked against. */
export function assetSearchText(asset: AssetSearchSource): string {
  const folded = terms(asset).map((t) => foldSearchText(t).replaceAll(' ', ''));
  return [...new Set(folded)].filter(Boolean).join(' ').slice(0, assetSearchLimits.text);
}

/**
 * The search document of an asset (without `updatedAt`, which the writer sets): searchable
 * only while the asset and its brand are both published.
 */
export function assetSearchDocument(
  brandId: string,
  asset: AssetSearchSource,
  visible: boolean,
): Omit<AssetSearch, 'updatedAt'> {
  return {
    brandId,
    assetId: asset.assetNumber,
    name: asset.name,
    prefecture: asset.prefecture,
    city: asset.city,
    stations: [...new Set(asset.stations.map((s) => s.station))],
    published: visible,
    tokens: assetSearchTokens(asset),
    text: assetSearchText(asset),
  };
}
