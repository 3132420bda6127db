import { addMonths } from '#shared/billing/billing-period.js';

export type RankBy = 'occupancy' | 'rent';

/** What the address says the report shows: the months from and to, one asset or all, the ranking. */
export type ReportParams = {
  from: string;
  to: string;
  /** one asset's figures (the brand screen only), or null for the whole brand */
  asset: string | null;
  rank: RankBy;
};

const period = /^\d{4}-(0[1-9]|1[0-2])$/;
const assetId = /^[0-9A-Z][0-9A-Z-]{0,15}$/;
/** At most 24 months on one screen (a chart of more is unreadable on a phone). */
export const maxMonths = 24;

/**
 * `?from=2026-01&to=2026-12&asset=SK-101&rank=rent` → the report's parameters; anything missing
 * or malformed is the default: the 12 months to `thisMonth`, every asset, ranked by 稼働率.
 */
export function reportParamsFrom(search: URLSearchParams, thisMonth: string): ReportParams {
  const toParam = search.get('to');
  const to = toParam && period.test(toParam) && toParam <= thisMonth ? toParam : thisMonth;
  const fromParam = search.get('from');
  let from =
    fromParam && period.test(fromParam) && fromParam <= to ? fromParam : addMonths(to, -11);
  if (from < addMonths(to, -(maxMonths - 1))) from = addMonths(to, -(maxMonths - 1));
  const asset = search.get('asset');
  return {
    from,
    to,
    asset: asset && assetId.test(asset) ? asset : null,
    rank: search.get('rank') === 'rent' ? 'rent' : 'occupancy',
  };
}

/** The months of the report, oldest first. */
export function periodsOf(params: Pick<ReportParams, 'from' | 'to'>): string[] {
  const periods: string[] = [];
  for (let p = params.from; p <= params.to; p = addMonths(p, 1)) periods.push(p);
  return periods;
}

/** `2026-11` → 「2026年11月」. */
export const monthLabel = (p: string) => `${p.slice(0, 4)}年${Number(p.slice(5))}月`;
