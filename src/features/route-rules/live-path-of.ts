import { paths } from '@/config/paths';

/**
 * What public page a rule's `from` would take over, before anything is looked up (issue 19,
 * item 9): the top page or a site section, a brand's page, or an asset's page. Whether that page
 * is live (brand or asset published) is checked by findLiveTakeover.
 */
export type LivePathCandidate =
  | { kind: 'site'; label: string }
  | { kind: 'brand'; brandId: string; label: string }
  | { kind: 'asset'; brandId: string; assetId: string };

const siteSections: Record<string, string> = {
  faq: paths.faq.title,
  news: paths.notices.title,
};

/** `/:brandId/terms` → terms → 利用規約: the fixed second segments of a brand's pages. */
const brandPages: ReadonlyMap<string, string> = new Map(
  Object.values(paths.brand).flatMap(({ pattern, title }) => {
    const second = pattern.split('/')[2];
    return second !== undefined && !second.startsWith(':') ? [[second, title] as const] : [];
  }),
);

export function livePathOf(from: string): LivePathCandidate | null {
  const under = from.endsWith('/*');
  const segments = (under ? from.slice(0, -2) : from).split('/').filter(Boolean);
  const [first, second, third, fourth] = segments;
  if (first === undefined) return { kind: 'site', label: 'サイトのトップページ' };
  const site = siteSections[first];
  if (site !== undefined) return { kind: 'site', label: site };
  // /brand/{brandId}/asset/{assetId}: the spec's other address of an asset page.
  if (first === 'brand') {
    if (second === undefined) return null;
    if (third === undefined)
      return under ? { kind: 'brand', brandId: second, label: '物件ページ' } : null;
    if (third !== 'asset') return null;
    if (fourth === undefined)
      return under ? { kind: 'brand', brandId: second, label: '物件ページ' } : null;
    return { kind: 'asset', brandId: second, assetId: fourth };
  }
  if (second === undefined)
    return { kind: 'brand', brandId: first, label: under ? 'すべてのページ' : 'トップページ' };
  const page = brandPages.get(second);
  if (page !== undefined) return { kind: 'brand', brandId: first, label: page };
  return { kind: 'asset', brandId: first, assetId: second };
}
