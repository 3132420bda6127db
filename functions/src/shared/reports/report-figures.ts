import * as z from 'zod/mini';

/**
 * The monthly figures the server keeps for the report screens (docs/reports.md): what each
 * kept document under brands/{b}/reports holds. Written by the reports job only (functions/src/
 * reports), read by the brand's staff. Plain numbers (yen, counts, m², days); the rates are
 * worked out where they are shown (report-rates.ts), so a sum of brands or months stays exact.
 */

/** Units and area let and free, and the rent at list prices against the rent billed. */
export type Occupancy = {
  /** spaces for rent at the month's end (募集停止 left out unless let) */
  units: number;
  /** of them let at the close of the day (a contract in force) */
  unitsLet: number;
  /** their area, m² (two decimals) */
  area: number;
  areaLet: number;
  /** the units' 月額利用料 at list prices in force on the day (yen) */
  listRent: number;
  /** 利用料 (rent and 日割り rent lines) of the month's bills (yen) */
  billedRent: number;
};

/** Move-ins and move-outs of the month; the stays of those who left. */
export type Moves = {
  moveIns: number;
  moveOuts: number;
  /** units let at the close of the month before (解約率's denominator) */
  letAtStart: number;
  /** the days the leavers stayed, added up (平均利用期間 = stayDays ÷ moveOuts) */
  stayDays: number;
};

export const paymentMethodKeys = [
  'transfer',
  'debit',
  'cash',
  'card',
  'convenience',
  'other',
  'balance',
] as const;
export type PaymentMethodKey = (typeof paymentMethodKeys)[number];
export type ByMethod = Record<PaymentMethodKey, number>;

/** Overdue by days past due: the billing screen's aging buckets (1〜30日 … 91日以上). */
export { agingBuckets as reportAgingBuckets } from '../billing/aging-buckets.js';
export type Tally = { count: number; amount: number };

export type Money = {
  /** the month's bills (period = the month), not cancelled: how many and their yen */
  billedCount: number;
  billed: number;
  /** of that, what payments and write-offs had settled by the month's end */
  settled: number;
  /** payments dated in the month that stand, by method (balance = 預り金から充当) */
  collected: ByMethod;
  /** 差額の処理 made in the month */
  writtenOff: number;
  /** bills past their due date with something still owed at the month's end */
  overdue: Tally;
  /** the same by days past due: four, in reportAgingBuckets' order */
  aging: Tally[];
};

/** 預り金: what came in, was used and paid back in the month, and what was held at its end. */
export type Credit = { received: number; used: number; refunded: number; balance: number };

export type Funnel = {
  /** お問い合わせ received (brand only; null for an asset or plan) */
  enquiries: number | null;
  viewings: number;
  applications: number;
  /** applications made contracts in the month */
  contracts: number;
};

export type Waitlist = { waiting: number; offers: number };

/** A brand's or an asset's month. */
export type Figures = Occupancy &
  Moves & { money: Money; funnel: Funnel; waitlist: Waitlist; credit: Credit | null };

/** A plan's month (type + size): occupancy, moves, what its contracts were billed, the line. */
export type PlanFigures = Occupancy & Moves & { billed: number; waitlist: Waitlist };

/** A plan (type + size) as kept: what it is, and its figures. */
export type PlanLine = PlanFigures & {
  type: string;
  widthCm: number;
  depthCm: number;
  areaM2: number;
};

/** An asset in the month's ranking. */
export type AssetLine = Occupancy & {
  name: string;
  billed: number;
  moveIns: number;
  moveOuts: number;
  waiting: number;
};

/** A plan's id in the reports: its type and size (`indoor_90x180`), whatever its price. */
export function reportPlanId(space: { type: string; widthCm: number; depthCm: number }): string {
  return `${space.type}_${space.widthCm}x${space.depthCm}`;
}

/** The reports' plan id of an asset's plan key (`indoor_7100_90x180` → `indoor_90x180`). */
export function reportPlanIdOfPlanKey(planKey: string): string | null {
  const m = /^([a-z]+)_\d+_(\d+)x(\d+)$/.exec(planKey);
  return m ? `${m[1]}_${m[2]}x${m[3]}` : null;
}

// ---- The kept documents' schemas (zod/mini; the staff screens read through them) ----

const n = z.number().check(z.minimum(0));
const tally = z.strictObject({ count: n, amount: n });
const occupancyShape = {
  units: n,
  unitsLet: n,
  area: n,
  areaLet: n,
  listRent: n,
  billedRent: n,
};
const movesShape = { moveIns: n, moveOuts: n, letAtStart: n, stayDays: n };
const waitlistSchema = z.strictObject({ waiting: n, offers: n });
const byMethodSchema = z.strictObject(
  Object.fromEntries(paymentMethodKeys.map((k) => [k, n])) as Record<PaymentMethodKey, typeof n>,
);

export const figuresSchema = z.strictObject({
  ...occupancyShape,
  ...movesShape,
  money: z.strictObject({
    billedCount: n,
    billed: n,
    settled: n,
    collected: byMethodSchema,
    writtenOff: n,
    overdue: tally,
    // four buckets (a list checked for its length: zod's tuple would add its code to the data
    // chunk every public page loads)
    aging: z.array(tally).check(z.minLength(4), z.maxLength(4)),
  }),
  funnel: z.strictObject({
    enquiries: z.nullable(n),
    viewings: n,
    applications: n,
    contracts: n,
  }),
  waitlist: waitlistSchema,
  credit: z.nullable(z.strictObject({ received: n, used: n, refunded: n, balance: n })),
});

const planFiguresShape = { ...occupancyShape, ...movesShape, billed: n, waitlist: waitlistSchema };
export const planLineSchema = z.strictObject({
  ...planFiguresShape,
  type: z.string(),
  widthCm: n,
  depthCm: n,
  areaM2: n,
});
export const assetLineSchema = z.strictObject({
  ...occupancyShape,
  name: z.string(),
  billed: n,
  moveIns: n,
  moveOuts: n,
  waiting: n,
});

const period = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const keptShape = { period, asOf: day, updatedAt: z.date() };

/**
 * The kept documents, all in brands/{b}/reports, read by id:
 * - `{YYYY-MM}` the brand's month (every figure);
 * - `{YYYY-MM}_plans` its plans (type + size, every asset);
 * - `{YYYY-MM}_assets` one line per asset (the ranking);
 * - `{YYYY-MM}_{assetId}` an asset's month with its plans (the asset filter).
 * Each stays small: the brand's month a few KB, the ranking ≈ 0.3 KB an asset.
 */
export const brandReportSchema = z.strictObject({
  kind: z.literal('brand'),
  ...keptShape,
  figures: figuresSchema,
});
export const plansReportSchema = z.strictObject({
  kind: z.literal('plans'),
  ...keptShape,
  plans: z.record(z.string(), planLineSchema),
});
export const assetsReportSchema = z.strictObject({
  kind: z.literal('assets'),
  ...keptShape,
  assets: z.record(z.string(), assetLineSchema),
});
export const assetReportSchema = z.strictObject({
  kind: z.literal('asset'),
  ...keptShape,
  assetId: z.string(),
  name: z.string(),
  figures: figuresSchema,
  plans: z.record(z.string(), planLineSchema),
});
export const reportSchema = z.discriminatedUnion('kind', [
  brandReportSchema,
  plansReportSchema,
  assetsReportSchema,
  assetReportSchema,
]);
export type BrandReport = z.infer<typeof brandReportSchema>;
export type PlansReport = z.infer<typeof plansReportSchema>;
export type AssetsReport = z.infer<typeof assetsReportSchema>;
export type AssetReport = z.infer<typeof assetReportSchema>;
export type Report = z.infer<typeof reportSchema>;

/** The ids of a month's kept documents. */
export const reportIds = {
  brand: (period: string) => period,
  plans: (period: string) => `${period}_plans`,
  assets: (period: string) => `${period}_assets`,
  asset: (period: string, assetId: string) => `${period}_${assetId}`,
};

/** brands/{b}/reports/state: when the figures were last kept and from which month on. */
export const reportStateSchema = z.strictObject({
  kind: z.literal('state'),
  /** the first month kept (the brand's first record) */
  firstPeriod: z.nullable(period),
  /** the last month kept (the month of the run) */
  lastPeriod: z.nullable(period),
  /** the months the last run wrote: every one (`all`) or the last two (`recent`) */
  scope: z.enum(['all', 'recent']),
  trigger: z.enum(['schedule', 'manual', 'cli', 'bill-run', 'seed']),
  ranAt: z.date(),
  milliseconds: n,
});
export type ReportState = z.infer<typeof reportStateSchema>;
export const reportStateId = 'state';
