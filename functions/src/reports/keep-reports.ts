import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { addMonths } from '#shared/billing/billing-period.js';
import {
  assetLineOf,
  computeReports,
  firstPeriodOf,
  monthsBetween,
  type MonthReport,
} from '#shared/reports/compute-reports.js';
import { reportIds, reportStateId, type ReportState } from '#shared/reports/report-figures.js';
import { batchesOf } from '../admin-firestore.js';
import { readReportRecords } from './read-records.js';

export type KeepReportsInput = {
  brandId: string;
  /** today in Japan, `YYYY-MM-DD`: the last month kept is today's, its figures stand today */
  today: string;
  /**
   * `all`: every month from the brand's first record (the first run for a brand, a brand that
   * starts with history, or staff's 「すべての月を集計し直す」); `recent`: last month and this
   * month (every day and after the bill run: a payment recorded late, with its date, still
   * changes last month). `auto`: `all` until the brand has kept figures, then `recent`.
   */
  scope: 'all' | 'recent' | 'auto';
  trigger: ReportState['trigger'];
};

export type KeepReportsResult = {
  scope: 'all' | 'recent';
  months: number;
  documents: number;
  firstPeriod: string | null;
  milliseconds: number;
};

/** The kept documents of one month: the brand's, its plans, the assets' ranking, each asset's. */
function documentsOf(month: MonthReport) {
  const kept = { period: month.period, asOf: month.asOf, updatedAt: FieldValue.serverTimestamp() };
  return [
    { id: reportIds.brand(month.period), data: { kind: 'brand', ...kept, figures: month.figures } },
    { id: reportIds.plans(month.period), data: { kind: 'plans', ...kept, plans: month.plans } },
    {
      id: reportIds.assets(month.period),
      data: {
        kind: 'assets',
        ...kept,
        assets: Object.fromEntries(
          Object.entries(month.assets).map(([id, asset]) => [id, assetLineOf(asset)]),
        ),
      },
    },
    ...Object.entries(month.assets).map(([assetId, asset]) => ({
      id: reportIds.asset(month.period, assetId),
      data: { kind: 'asset', ...kept, assetId, ...asset },
    })),
  ];
}

/**
 * Works out and keeps a brand's monthly figures (brands/{b}/reports, docs/reports.md) from its
 * records: the reports job's one writer, run by the schedule, the run-now callable, the month's
 * bill run, `npm run jobs -- reports` and the seed. Whole documents are written (`set`), so a run
 * again writes the same figures; the state document says what the last run did.
 */
export async function keepReports(
  db: Firestore,
  input: KeepReportsInput,
): Promise<KeepReportsResult> {
  const started = Date.now();
  const reports = db.collection(`brands/${input.brandId}/reports`);
  const state = (await reports.doc(reportStateId).get()).data() as Partial<ReportState> | undefined;
  const thisMonth = input.today.slice(0, 7);
  const scope = input.scope === 'auto' ? (state?.lastPeriod ? 'recent' : 'all') : input.scope;
  const since = scope === 'recent' ? addMonths(thisMonth, -1) : null;
  const records = await readReportRecords(db, input.brandId, since);
  const firstPeriod =
    scope === 'all' ? firstPeriodOf(records) : (state?.firstPeriod ?? firstPeriodOf(records));
  const start =
    since && firstPeriod && firstPeriod > since ? firstPeriod : (since ?? firstPeriod ?? thisMonth);
  const months = computeReports(records, monthsBetween(start, thisMonth), input.today);
  const documents = months.flatMap(documentsOf);
  for (const chunk of batchesOf(documents)) {
    const batch = db.batch();
    for (const d of chunk) batch.set(reports.doc(d.id), d.data);
    await batch.commit();
  }
  const milliseconds = Date.now() - started;
  await reports.doc(reportStateId).set({
    kind: 'state',
    firstPeriod: firstPeriod ?? thisMonth,
    lastPeriod: thisMonth,
    scope,
    trigger: input.trigger,
    ranAt: FieldValue.serverTimestamp(),
    milliseconds,
  });
  return {
    scope,
    months: months.length,
    documents: documents.length,
    firstPeriod: firstPeriod ?? thisMonth,
    milliseconds,
  };
}
