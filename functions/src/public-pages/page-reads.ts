/**
 * What a visitor's first page reads, written once for the three that send or serve those reads:
 * the SPA's loaders (src/lib/public-reads.ts, src/features/*\/api/get-published-*.ts), the boot
 * script that sends them before the app has loaded (src/boot/early-reads.ts), and the publicPage
 * function, which reads them while it renders the page and puts the answers in its HTML, so the
 * app finds them there instead of asking again. A read is its Firestore REST request without the
 * origin (which differs: the browser, the function, an emulator): a document path, or a
 * collection's parent with the `runQuery` body exactly as sent (byte for byte: the key of an
 * answer is the request). Only relative imports of modules without imports: the SPA bundles it.
 */
import { publicCollectionPaths as collectionPaths } from './public-collection-paths.js';

/**
 * The query shapes visitors make: ordered by one field, and (by default) only `published ==
 * true` (the spaces of a published asset have no flag of their own: the rules check the asset).
 */
export type PublicQuery = {
  orderBy: string;
  direction?: 'ASCENDING' | 'DESCENDING';
  publishedOnly?: boolean;
};

/** The orders of the lists visitors read (one field each; see firestore.indexes.json). */
export const publicQueries = {
  brands: { orderBy: 'sortOrder' },
  assets: { orderBy: 'assetNumber' },
  spaces: { orderBy: 'label', publishedOnly: false },
  notices: { orderBy: 'publishedAt', direction: 'DESCENDING' },
  faqs: { orderBy: 'sortOrder' },
} as const satisfies Record<string, PublicQuery>;

/** One public read: a document (`brands/sorakura`), or a query on `parent` with its body. */
export type PublicRead = { doc: string } | { parent: string; collectionId: string; body: string };

export function docRead(path: string): PublicRead {
  return { doc: path };
}

const publishedFilter = {
  fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } },
};

/** The documents of a collection (`brands`, `brands/b/assets`…) in one `runQuery`. */
export function queryRead(
  collectionPath: string,
  { orderBy, direction = 'ASCENDING', publishedOnly = true }: PublicQuery,
): PublicRead {
  const segments = collectionPath.split('/');
  const collectionId = segments.pop() ?? '';
  const structuredQuery = {
    from: [{ collectionId }],
    ...(publishedOnly ? { where: publishedFilter } : {}),
    orderBy: [{ field: { fieldPath: orderBy }, direction }],
  };
  return { parent: segments.join('/'), collectionId, body: JSON.stringify({ structuredQuery }) };
}

/** What identifies a read whatever the origin it is sent to. */
export function readKey(read: PublicRead): string {
  return 'doc' in read ? `GET ${read.doc}` : `POST ${read.parent}:runQuery ${read.body}`;
}

/** The largest image a page paints, once the document that names it has arrived. */
export type EarlyImage =
  | { from: 'brand'; sizes?: undefined }
  | { from: 'asset'; sizes: 'gallery' }
  | { from: 'first-asset'; sizes: 'card' };

/** The landing pages, by the screen they render (their files: scripts/vite-early-reads-plugin.ts). */
export type LandingScreen = 'home' | 'brand' | 'list' | 'asset';

export type LandingPageReads = {
  /** The page's screen; none for a page that is not a landing page. */
  screen?: LandingScreen;
  /** The reads its loader makes, in the order it sends them. */
  reads: PublicRead[];
  /** The read whose answer names the page's largest image (brand, asset or asset list). */
  image?: { read: PublicRead } & EarlyImage;
  /** The brand's read, whose answer names the logo every brand page shows in its header. */
  logo?: PublicRead;
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
export function landingPageReads(pathname: string, search = ''): LandingPageReads {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') {
    return {
      screen: 'home',
      reads: [
        queryRead(collectionPaths.notices(), publicQueries.notices),
        queryRead(collectionPaths.brands(), publicQueries.brands),
        docRead(collectionPaths.sitePage('introduction')),
        docRead(collectionPaths.sitePage('partnership')),
        docRead(collectionPaths.sitePage('transaction')),
      ],
    };
  }
  if (SITE_WORDS.test(path)) return { reads: [] };
  const match = new RegExp(`^/(${ID})(?:/(list|${ASSET_NUMBER}))?$`).exec(path);
  if (!match) return { reads: [] };
  const [, brandId = '', second] = match;
  const brand = docRead(collectionPaths.brand(brandId));
  const assets = queryRead(collectionPaths.assets(brandId), publicQueries.assets);
  if (second === undefined) {
    return {
      screen: 'brand',
      reads: [
        assets,
        queryRead(collectionPaths.brandNotices(brandId), publicQueries.notices),
        queryRead(collectionPaths.brandFaqs(brandId), publicQueries.faqs),
        brand,
      ],
      image: { read: brand, from: 'brand' },
      logo: brand,
    };
  }
  if (second === 'list') {
    return {
      screen: 'list',
      reads: [brand, assets],
      ...(search === '' ? { image: { read: assets, from: 'first-asset', sizes: 'card' } } : {}),
      logo: brand,
    };
  }
  const asset = docRead(collectionPaths.asset(brandId, second));
  return {
    screen: 'asset',
    reads: [queryRead(collectionPaths.spaces(brandId, second), publicQueries.spaces), brand, asset],
    image: { read: asset, from: 'asset', sizes: 'gallery' },
    logo: brand,
  };
}
