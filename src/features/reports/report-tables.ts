import {
  areaOccupancy,
  averageStayMonths,
  churnRate,
  collectedTotal,
  collectionRate,
  economicOccupancy,
  funnelRates,
  rentPerM2,
  unitOccupancy,
} from '#shared/reports/report-rates.js';
import {
  paymentMethodKeys,
  reportAgingBuckets,
  type AssetLine,
  type Figures,
  type PlanLine,
  type PaymentMethodKey,
} from '#shared/reports/report-figures.js';
import { monthLabel, type RankBy } from './report-params';

/**
 * Each chart's figures as one table (columns and rows of numbers): the chart draws it, the table
 * beside it shows it, the CSV writes it. So the three can never say different things.
 */
export type ReportTable = {
  /** the first column's heading (月, 物件, プラン) */
  rowHeading: string;
  columns: { label: string; format: 'count' | 'yen' | 'rate' | 'm2' | 'months' }[];
  rows: { label: string; values: (number | null)[] }[];
};

export type MonthFigures = { period: string; figures: Figures };

const methodLabels: Record<PaymentMethodKey, string> = {
  transfer: '銀行振込',
  debit: '口座振替',
  cash: '現金',
  card: 'クレジットカード',
  convenience: 'コンビニ払い',
  other: 'その他',
  balance: '預り金から充当',
};

/** The three 稼働率: by count of units, by area, and by rent (経済的稼働率). */
const occupancyColumns: ReportTable['columns'] = [
  { label: '稼働率（区画数）', format: 'rate' },
  { label: '稼働率（面積）', format: 'rate' },
  { label: '経済的稼働率', format: 'rate' },
];

const occupancyRates = (line: Figures | AssetLine | PlanLine) => [
  unitOccupancy(line),
  areaOccupancy(line),
  economicOccupancy(line),
];

const byMonth = (
  months: readonly MonthFigures[],
  columns: ReportTable['columns'],
  values: (f: Figures) => (number | null)[],
): ReportTable => ({
  rowHeading: '月',
  columns,
  rows: months.map((m) => ({ label: monthLabel(m.period), values: values(m.figures) })),
});

export function occupancyTable(months: readonly MonthFigures[]): ReportTable {
  return byMonth(
    months,
    [
      ...occupancyColumns,
      { label: '区画数', format: 'count' },
      { label: '契約中', format: 'count' },
      { label: '空き', format: 'count' },
      { label: '面積（㎡）', format: 'm2' },
      { label: '契約中（㎡）', format: 'm2' },
    ],
    (f) => [...occupancyRates(f), f.units, f.unitsLet, f.units - f.unitsLet, f.area, f.areaLet],
  );
}

/** 稼働率（区画数） of each plan, month by month (the plans with the most units first, at most 8). */
export function planOccupancyTable(
  periods: readonly string[],
  plansByMonth: readonly { period: string; plans: Record<string, PlanLine> }[],
  planLabel: (plan: PlanLine) => string,
): ReportTable {
  const last = plansByMonth.at(-1)?.plans ?? {};
  const ids = Object.keys(last)
    .sort((a, b) => last[b]!.units - last[a]!.units || a.localeCompare(b))
    .slice(0, 8);
  return {
    rowHeading: '月',
    columns: ids.map((id) => ({ label: planLabel(last[id]!), format: 'rate' as const })),
    rows: periods.map((p) => {
      const plans = plansByMonth.find((m) => m.period === p)?.plans ?? {};
      return {
        label: monthLabel(p),
        values: ids.map((id) => (plans[id] ? unitOccupancy(plans[id]) : null)),
      };
    }),
  };
}

export function revenueTable(months: readonly MonthFigures[]): ReportTable {
  return byMonth(
    months,
    [
      { label: '請求額', format: 'yen' },
      { label: '入金額', format: 'yen' },
      { label: '入金率', format: 'rate' },
      ...paymentMethodKeys.map((k) => ({ label: methodLabels[k], format: 'yen' as const })),
      { label: '差額の処理', format: 'yen' },
      { label: '預り金（受入）', format: 'yen' },
      { label: '預り金（月末残高）', format: 'yen' },
    ],
    (f) => [
      f.money.billed,
      collectedTotal(f.money.collected),
      collectionRate(f),
      ...paymentMethodKeys.map((k) => f.money.collected[k]),
      f.money.writtenOff,
      f.credit?.received ?? null,
      f.credit?.balance ?? null,
    ],
  );
}

export function movesTable(months: readonly MonthFigures[]): ReportTable {
  return byMonth(
    months,
    [
      { label: '入居', format: 'count' },
      { label: '退去', format: 'count' },
      { label: '純増', format: 'count' },
      { label: '解約率', format: 'rate' },
      { label: '平均利用期間（か月）', format: 'months' },
    ],
    (f) => [f.moveIns, f.moveOuts, f.moveIns - f.moveOuts, churnRate(f), averageStayMonths(f)],
  );
}

export function funnelTable(months: readonly MonthFigures[]): ReportTable {
  return byMonth(
    months,
    [
      { label: '問い合わせ', format: 'count' },
      { label: '内見予約', format: 'count' },
      { label: '申込', format: 'count' },
      { label: '契約', format: 'count' },
      { label: '内見÷問い合わせ', format: 'rate' },
      { label: '申込÷内見', format: 'rate' },
      { label: '契約÷申込', format: 'rate' },
      { label: '空き待ち（月末）', format: 'count' },
      { label: 'ご案内', format: 'count' },
    ],
    (f) => {
      const rates = funnelRates(f.funnel);
      return [
        f.funnel.enquiries,
        f.funnel.viewings,
        f.funnel.applications,
        f.funnel.contracts,
        rates.viewingPerEnquiry,
        rates.applicationPerViewing,
        rates.contractPerApplication,
        f.waitlist.waiting,
        f.waitlist.offers,
      ];
    },
  );
}

export function overdueTable(months: readonly MonthFigures[]): ReportTable {
  return byMonth(
    months,
    [
      { label: '滞納額（月末）', format: 'yen' },
      { label: '滞納件数', format: 'count' },
      ...reportAgingBuckets.map((b) => ({ label: b.label, format: 'yen' as const })),
    ],
    (f) => [f.money.overdue.amount, f.money.overdue.count, ...f.money.aging.map((t) => t.amount)],
  );
}

/** The assets (or plans) of a month ranked by 稼働率 or by 利用料 a ㎡. */
export function rankingTable(
  rowHeading: string,
  lines: readonly { label: string; line: AssetLine | PlanLine }[],
  rank: RankBy,
): ReportTable {
  const key = (l: AssetLine | PlanLine) =>
    (rank === 'rent' ? rentPerM2(l) : unitOccupancy(l)) ?? -1;
  const sorted = [...lines].sort(
    (a, b) => key(b.line) - key(a.line) || a.label.localeCompare(b.label),
  );
  return {
    rowHeading,
    columns: [
      ...occupancyColumns,
      { label: '㎡あたり利用料（月）', format: 'yen' },
      { label: '区画数', format: 'count' },
      { label: '契約中', format: 'count' },
      { label: '請求額', format: 'yen' },
    ],
    rows: sorted.map(({ label, line }) => {
      const perM2 = rentPerM2(line);
      return {
        label,
        values: [
          ...occupancyRates(line),
          perM2 === null ? null : Math.round(perM2),
          line.units,
          line.unitsLet,
          line.billed,
        ],
      };
    }),
  };
}

/** A figure as the table shows it: 「54.5%」, 「12,300円」, 「3.24㎡」, 「8.3か月」, or 「—」. */
export function formatValue(
  value: number | null,
  format: ReportTable['columns'][number]['format'],
) {
  if (value === null) return '—';
  switch (format) {
    case 'rate':
      return `${(value * 100).toFixed(1)}%`;
    case 'yen':
      return `${value.toLocaleString('ja-JP')}円`;
    case 'm2':
      return `${value.toLocaleString('ja-JP', { maximumFractionDigits: 2 })}㎡`;
    case 'months':
      return `${value.toFixed(1)}か月`;
    default:
      return value.toLocaleString('ja-JP');
  }
}

/** The table as CSV rows: rates as percentages with one decimal, yen and counts as plain numbers. */
export function csvRowsOf(table: ReportTable): { headers: string[]; rows: (string | number)[][] } {
  return {
    headers: [
      table.rowHeading,
      ...table.columns.map((c) => (c.format === 'rate' ? `${c.label}（%）` : c.label)),
    ],
    rows: table.rows.map((r) => [
      r.label,
      ...r.values.map((v, i) => {
        if (v === null) return '';
        const format = table.columns[i]!.format;
        if (format === 'rate') return Number((v * 100).toFixed(1));
        if (format === 'months') return Number(v.toFixed(1));
        return v;
      }),
    ]),
  };
}
