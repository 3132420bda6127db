/**
 * What a visitor's first page reads, written once: the query shapes the public readers use
 * (features' get-published-*.ts) and, per public page, the reads its loader makes, which the
 * boot script sends while the app is still loading (src/boot/early-reads.ts; the loaders'
 * requests are checked against this list in src/app/loaders/__tests__/public-reads.test.ts).
 */
import { publicCollectionPaths as collectionPaths } from './model/public-collection-paths';
import {
  docRequest,
  queryRequest,
  type PublicQuery,
  type RestRequest,
} from './firestore-rest-request';

/** The orders of the lists visitors read (one field each; see firestore.indexes.json). */
export const publicQueries = {
  brands: { orderBy: 'sortOrder' },
  assets: { orderBy: 'assetNumber' },
  spaces: { orderBy: 'label', publishedOnly: false },
  notices: { orderBy: 'publishedAt', direction: 'DESCENDING' },
  faqs: { orderBy: 'sortOrder' },
} as const satisfies Record<string, PublicQuery>;

/** The largest image a page paints, once the document that names it has arrived. */
export type EarlyImage =
  | { from: 'brand'; sizes?: undefined }
  | { from: 'asset'; sizes: 'gallery' }
  | { from: 'first-asset'; sizes: 'card' };

/** The landing pages, by the screen they render (their files: scripts/vite-early-reads-plugin.ts). */
export type LandingScreen = 'home' | 'brand' | 'list' | 'asset';

export type PageReads = {
  /** The page's screen; none for a page that is not a landing page. */
  screen?: LandingScreen;
  /** The reads its loader makes, in the order it sends them. */
  reads: RestRequest[];
  /** The read whose answer names the page's largest image (brand, asset or asset list). */
  image?: { request: RestRequest } & EarlyImage;
  /** The brand's read, whose answer names the logo every brand page shows in its header. */
  logo?: RestRequest;
};

// Kept in step with the patterns they stand for (tests in public-reads.test.ts): a brand id as
// a first segment can be anything but the site's own words; an asset number is upper-case.
const SITE_WORDS = /^\/(admin|brand|news|faq|builds|api|assets)(\/|$)/;
const ID = '[A-Za-z0-9][A-Za-z0-9_-]{0,127}';
const ASSET_NUMBER = '[0-9A-Z][0-9A-Z-]{0,15}';

/**
 * The reads of a public page the loader will make, by its address (the four pages visitors land
 * on from search and ads: `/`, a brand's home, its list and an asset); none for any other page.
 */
export function publicPageReads(pathname: string, search = ''): PageReads {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') {
    return {
      screen: 'home',
      reads: [
        queryRequest(collectionPaths.notices(), publicQueries.notices),
        queryRequest(collectionPaths.brands(), publicQueries.brands),
        docRequest(collectionPaths.sitePage('introduction')),
        docRequest(collectionPaths.sitePage('partnership')),
        docRequest(collectionPaths.sitePage('transaction')),
      ],
    };
  }
  if (SITE_WORDS.test(path)) return { reads: [] };
  const match = new RegExp(`^/(${ID})(?:/(list|${ASSET_NUMBER}))?$`).exec(path);
  if (!match) return { reads: [] };
  const [, brandId = '', second] = match;
  const brand = docRequest(collectionPaths.brand(brandId));
  const assets = queryRequest(collectionPaths.assets(brandId), publicQueries.assets);
  if (second === undefined) {
    return {
      screen: 'brand',
      reads: [
        assets,
        queryRequest(collectionPaths.brandNotices(brandId), publicQueries.notices),
        queryRequest(collectionPaths.brandFaqs(brandId), publicQueries.faqs),
        brand,
      ],
      image: { request: brand, from: 'brand' },
      logo: brand,
    };
  }
  if (second === 'list') {
    return {
      screen: 'list',
      reads: [brand, assets],
      ...(search === '' ? { image: { request: assets, from: 'first-asset', sizes: 'card' } } : {}),
      logo: brand,
    };
  }
  const asset = docRequest(collectionPaths.asset(brandId, second));
  return {
    screen: 'asset',
    reads: [
      queryRequest(collectionPaths.spaces(brandId, second), publicQueries.spaces),
      brand,
      asset,
    ],
    image: { request: asset, from: 'asset', sizes: 'gallery' },
    logo: brand,
  };
}
