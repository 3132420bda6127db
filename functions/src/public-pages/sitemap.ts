import type { Firestore } from 'firebase-admin/firestore';
import { escapeHtml } from './html.js';
import { brandPageKeys } from './page-route.js';

export type SitemapEntry = { path: string; lastmod: Date | null };

/** The most URLs one sitemap file may list (sitemaps.org); beyond, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;

const dateOf = (value: unknown): Date | null =>
  value !== null && typeof value === 'object' && 'toDate' in value
    ? (value as { toDate: () => Date }).toDate()
    : null;

const latest = (dates: Array<Date | null>): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/** A brand's public pages that need no document of their own (their lastmod: the brand's). */
const brandSections = ['list', 'faq', 'info', 'sitemap', 'contact', 'preview'];

/**
 * Every public address a crawler should know, with when it last changed: the site's pages and
 * お知らせ, and for each **published** brand its pages, its published お知らせ and its published
 * assets (an unpublished brand contributes nothing, whatever its assets say). Read with the
 * admin SDK, so every filter here is what keeps drafts out.
 */
export async function sitemapEntries(db: Firestore): Promise<SitemapEntry[]> {
  const [brands, notices, sitePages] = await Promise.all([
    db.collection('brands').where('published', '==', true).get(),
    db.collection('notices').where('published', '==', true).select('updatedAt').get(),
    db.collection('site').select('updatedAt').get(),
  ]);
  const newsDates = notices.docs.map((doc) => dateOf(doc.get('updatedAt')));
  const entries: SitemapEntry[] = [
    {
      path: '/',
      lastmod: latest([...sitePages.docs.map((d) => dateOf(d.get('updatedAt'))), ...newsDates]),
    },
    { path: '/news', lastmod: latest(newsDates) },
    { path: '/faq', lastmod: null },
    ...notices.docs.map((doc) => ({
      path: `/news/${encodeURIComponent(doc.id)}`,
      lastmod: dateOf(doc.get('updatedAt')),
    })),
  ];
  const perBrand = await Promise.all(
    brands.docs.map(async (brand) => {
      const ref = brand.ref;
      const [assets, brandNotices, pages] = await Promise.all([
        ref.collection('assets').where('published', '==', true).select('updatedAt').get(),
        ref.collection('notices').where('published', '==', true).select('updatedAt').get(),
        ref.collection('pages').select('updatedAt').get(),
      ]);
      const base = `/${encodeURIComponent(brand.id)}`;
      const brandDate = dateOf(brand.get('updatedAt'));
      const assetDates = assets.docs.map((doc) => dateOf(doc.get('updatedAt')));
      const noticeDates = brandNotices.docs.map((doc) => dateOf(doc.get('updatedAt')));
      const list: SitemapEntry[] = [
        { path: base, lastmod: latest([brandDate, ...assetDates, ...noticeDates]) },
        ...brandSections.map((section) => ({
          path: `${base}/${section}`,
          lastmod:
            section === 'list' || section === 'sitemap'
              ? latest([brandDate, ...assetDates])
              : section === 'info'
                ? latest([brandDate, ...noticeDates])
                : brandDate,
        })),
        ...pages.docs
          .filter((doc) => (brandPageKeys as readonly string[]).includes(doc.id))
          .map((doc) => ({ path: `${base}/${doc.id}`, lastmod: dateOf(doc.get('updatedAt')) })),
        ...brandNotices.docs.map((doc) => ({
          path: `${base}/info/${encodeURIComponent(doc.id)}`,
          lastmod: dateOf(doc.get('updatedAt')),
        })),
        ...assets.docs.map((doc) => ({
          path: `${base}/${encodeURIComponent(doc.id)}`,
          lastmod: dateOf(doc.get('updatedAt')),
        })),
      ];
      return list;
    }),
  );
  return [...entries, ...perBrand.flat()];
}

const lastmodOf = (date: Date | null) =>
  date ? `<lastmod>${date.toISOString().replace(/\.\d{3}Z$/, '+00:00')}</lastmod>` : '';

/** One sitemap file (`<urlset>`) of the given entries. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeHtml(origin + entry.path)}</loc>${lastmodOf(entry.lastmod)}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The index of the parts (`/sitemap.xml?part=N`) when one file would hold too many URLs. */
export function sitemapIndexXml(
  origin: string,
  parts: ReadonlyArray<readonly SitemapEntry[]>,
): string {
  const items = parts
    .map(
      (part, index) =>
        `<sitemap><loc>${escapeHtml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc>${lastmodOf(latest(part.map((entry) => entry.lastmod)))}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/**
 * `/sitemap.xml` (and its parts): one `<urlset>` up to `max` URLs, beyond that an index of
 * parts of `max` each. Null for a part that does not exist.
 */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  part: number | null,
  max = SITEMAP_MAX_URLS,
): string | null {
  if (entries.length <= max) return part === null ? urlsetXml(origin, entries) : null;
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += max) {
    parts.push(entries.slice(start, start + max));
  }
  if (part === null) return sitemapIndexXml(origin, parts);
  const chosen = parts[part - 1];
  return chosen ? urlsetXml(origin, chosen) : null;
}
