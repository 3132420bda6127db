import { FieldPath, type Firestore } from 'firebase-admin/firestore';
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

/** A brand's public pages that need no document of their own (their lastmod: what they show). */
const brandSections = ['list', 'faq', 'info', 'sitemap', 'contact', 'preview'];

type Dated = { updatedAt: Date | null };

/**
 * Every public address a crawler should know, with when what a visitor sees there last changed:
 * the site's pages and お知らせ, and for each **published** brand its pages, its published
 * お知らせ and its published assets (an unpublished brand contributes nothing, whatever its
 * assets say). An asset page changes with its spaces too (空き, prices: each space's
 * `updatedAt`, which every status change writes), and a page that lists things with them. Every
 * URL has a `lastmod`. Read with the admin SDK, so every filter here is what keeps drafts out.
 */
export async function sitemapEntries(db: Firestore): Promise<SitemapEntry[]> {
  const [brands, notices, sitePages, faqs] = await Promise.all([
    db.collection('brands').where('published', '==', true).get(),
    db.collection('notices').where('published', '==', true).select('updatedAt').get(),
    db.collection('site').select('updatedAt').get(),
    db.collection('faqs').where('published', '==', true).select('updatedAt').get(),
  ]);
  const datesOf = (docs: Array<{ get: (field: string) => unknown }>) =>
    docs.map((doc) => dateOf(doc.get('updatedAt')));
  const newsDates = datesOf(notices.docs);
  const siteDates = datesOf(sitePages.docs);
  const brandDates = datesOf(brands.docs);
  const siteDate = latest([...siteDates, ...newsDates, ...datesOf(faqs.docs), ...brandDates]);
  const entries: SitemapEntry[] = [
    // The home page: the operator's pages, the brands' directory and the latest お知らせ.
    { path: '/', lastmod: latest([...siteDates, ...newsDates, ...brandDates]) ?? siteDate },
    { path: '/news', lastmod: latest(newsDates) ?? siteDate },
    { path: '/faq', lastmod: latest(datesOf(faqs.docs)) ?? siteDate },
    ...notices.docs.map((doc) => ({
      path: `/news/${encodeURIComponent(doc.id)}`,
      lastmod: dateOf(doc.get('updatedAt')) ?? siteDate,
    })),
  ];
  const perBrand = await Promise.all(
    brands.docs.map(async (brand) => {
      const ref = brand.ref;
      const [assets, brandNotices, brandFaqs, pages, billing, spaces] = await Promise.all([
        ref.collection('assets').where('published', '==', true).select('updatedAt').get(),
        ref.collection('notices').where('published', '==', true).select('updatedAt').get(),
        ref.collection('faqs').where('published', '==', true).select('updatedAt').get(),
        ref.collection('pages').select('updatedAt').get(),
        ref.collection('settings').doc('billing').get(),
        // Every space of the brand in one collection-group query over the brand's path range
        // (`brands/{b}` … `brands/{b}\u0000`), not a query per asset: a brand of 300 assets
        // would send 300 at once.
        db
          .collectionGroup('spaces')
          .where(FieldPath.documentId(), '>=', `brands/${brand.id}`)
          .where(FieldPath.documentId(), '<', `brands/${brand.id}\u0000`)
          .select('updatedAt')
          .get(),
      ]);
      // Each asset as its page shows it: the asset and its spaces (空き, prices).
      const spaceDates = new Map<string, Date | null>();
      for (const space of spaces.docs) {
        const assetId = space.ref.parent.parent?.id ?? '';
        spaceDates.set(
          assetId,
          latest([spaceDates.get(assetId) ?? null, dateOf(space.get('updatedAt'))]),
        );
      }
      const assetPages = assets.docs.map((asset): Dated & { id: string } => ({
        id: asset.id,
        updatedAt: latest([dateOf(asset.get('updatedAt')), spaceDates.get(asset.id) ?? null]),
      }));
      const base = `/${encodeURIComponent(brand.id)}`;
      const brandDate = dateOf(brand.get('updatedAt'));
      const assetDates = assetPages.map((asset) => asset.updatedAt);
      const noticeDates = datesOf(brandNotices.docs);
      const faqDates = datesOf(brandFaqs.docs);
      const sectionDates: Record<string, Array<Date | null>> = {
        list: assetDates,
        sitemap: [...assetDates, ...datesOf(pages.docs)],
        faq: faqDates,
        info: noticeDates,
        contact: [],
        // The form lists the brand's assets by name.
        preview: datesOf(assets.docs),
      };
      const dated = (dates: Array<Date | null>) => latest([brandDate, ...dates]) ?? siteDate;
      const list: SitemapEntry[] = [
        { path: base, lastmod: dated([...assetDates, ...noticeDates, ...faqDates]) },
        ...brandSections.map((section) => ({
          path: `${base}/${section}`,
          lastmod: dated(sectionDates[section] ?? []),
        })),
        ...pages.docs
          .filter((doc) => (brandPageKeys as readonly string[]).includes(doc.id))
          .map((doc) => ({
            path: `${base}/${doc.id}`,
            // 特定商取引法に基づく表記 shows the brand's payment settings as well.
            lastmod: dated([
              dateOf(doc.get('updatedAt')),
              ...(doc.id === 'transaction' ? [dateOf(billing.get('updatedAt'))] : []),
            ]),
          })),
        ...brandNotices.docs.map((doc) => ({
          path: `${base}/info/${encodeURIComponent(doc.id)}`,
          lastmod: dated([dateOf(doc.get('updatedAt'))]),
        })),
        ...assetPages.map((asset) => ({
          path: `${base}/${encodeURIComponent(asset.id)}`,
          lastmod: dated([asset.updatedAt]),
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
