import {
  paymentMethodKeys,
  type AssetLine,
  type ByMethod,
  type Figures,
  type Moves,
  type Occupancy,
  type Tally,
} from './report-figures.js';

/**
 * The rates of docs/reports.md, worked out from the kept figures where they are shown (a rate
 * of a sum is the sum's rate, never an average of rates). null when there is nothing to divide by.
 */
const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** 稼働率（区画数）: units let ÷ units for rent. */
export const unitOccupancy = (f: Occupancy) => ratio(f.unitsLet, f.units);
/** 稼働率（面積）: m² let ÷ m² for rent. */
export const areaOccupancy = (f: Occupancy) => ratio(f.areaLet, f.area);
/** 経済的稼働率: 利用料 billed ÷ the units' rent at list prices. */
export const economicOccupancy = (f: Occupancy) => ratio(f.billedRent, f.listRent);
/** 解約率: move-outs ÷ units let at the start of the month. */
export const churnRate = (f: Moves) => ratio(f.moveOuts, f.letAtStart);
/** 平均利用期間 of those who left, in months (a month = 365.25 ÷ 12 days). */
export const averageStayMonths = (f: Moves) => {
  const days = ratio(f.stayDays, f.moveOuts);
  return days === null ? null : days / (365.25 / 12);
};
/** 利用料 per m² of the units (yen a month): what a m² earns, let or not. */
export const rentPerM2 = (f: Occupancy) => ratio(f.billedRent, f.area);
/** 入金率: what was settled of the month's bills by its end ÷ their yen. */
export const collectionRate = (f: Figures) => ratio(f.money.settled, f.money.billed);
/** Payments of the month, every method (預り金から充当 included). */
export const collectedTotal = (collected: ByMethod) =>
  paymentMethodKeys.reduce((s, k) => s + collected[k], 0);
/** The funnel's step rates: 内見÷問い合わせ, 申込÷内見, 契約÷申込. */
export const funnelRates = (f: Figures['funnel']) => ({
  viewingPerEnquiry: f.enquiries === null ? null : ratio(f.viewings, f.enquiries),
  applicationPerViewing: ratio(f.applications, f.viewings),
  contractPerApplication: ratio(f.contracts, f.applications),
});

const addTally = (a: Tally, b: Tally): Tally => ({
  count: a.count + b.count,
  amount: a.amount + b.amount,
});
const m2 = (value: number) => Math.round(value * 100) / 100;

/** Two months' figures of different brands added up (the operator-wide screen's sums). */
export function addFigures(a: Figures, b: Figures): Figures {
  const credit =
    a.credit && b.credit
      ? {
          received: a.credit.received + b.credit.received,
          used: a.credit.used + b.credit.used,
          refunded: a.credit.refunded + b.credit.refunded,
          balance: a.credit.balance + b.credit.balance,
        }
      : (a.credit ?? b.credit);
  return {
    units: a.units + b.units,
    unitsLet: a.unitsLet + b.unitsLet,
    area: m2(a.area + b.area),
    areaLet: m2(a.areaLet + b.areaLet),
    listRent: a.listRent + b.listRent,
    billedRent: a.billedRent + b.billedRent,
    moveIns: a.moveIns + b.moveIns,
    moveOuts: a.moveOuts + b.moveOuts,
    letAtStart: a.letAtStart + b.letAtStart,
    stayDays: a.stayDays + b.stayDays,
    money: {
      billedCount: a.money.billedCount + b.money.billedCount,
      billed: a.money.billed + b.money.billed,
      settled: a.money.settled + b.money.settled,
      collected: Object.fromEntries(
        paymentMethodKeys.map((k) => [k, a.money.collected[k] + b.money.collected[k]]),
      ) as ByMethod,
      writtenOff: a.money.writtenOff + b.money.writtenOff,
      overdue: addTally(a.money.overdue, b.money.overdue),
      aging: a.money.aging.map((t, i) => addTally(t, b.money.aging[i] ?? { count: 0, amount: 0 })),
    },
    funnel: {
      enquiries:
        a.funnel.enquiries === null && b.funnel.enquiries === null
          ? null
          : (a.funnel.enquiries ?? 0) + (b.funnel.enquiries ?? 0),
      viewings: a.funnel.viewings + b.funnel.viewings,
      applications: a.funnel.applications + b.funnel.applications,
      contracts: a.funnel.contracts + b.funnel.contracts,
    },
    waitlist: {
      waiting: a.waitlist.waiting + b.waitlist.waiting,
      offers: a.waitlist.offers + b.waitlist.offers,
    },
    credit,
  };
}

/** A ranking line (an asset, or a brand on the operator's report) from its month's figures. */
export function rankingLineOf(name: string, f: Figures): AssetLine {
  return {
    name,
    units: f.units,
    unitsLet: f.unitsLet,
    area: f.area,
    areaLet: f.areaLet,
    listRent: f.listRent,
    billedRent: f.billedRent,
    billed: f.money.billed,
    moveIns: f.moveIns,
    moveOuts: f.moveOuts,
    waiting: f.waitlist.waiting,
  };
}
