import { addMonths, periodDays } from '../billing/billing-period.js';
import {
  paymentMethodKeys,
  reportAgingBuckets,
  reportPlanId,
  reportPlanIdOfPlanKey,
  type AssetLine,
  type ByMethod,
  type Credit,
  type Figures,
  type PlanLine,
  type Tally,
} from './report-figures.js';
import { rankingLineOf } from './report-rates.js';

/**
 * The monthly figures of docs/reports.md, worked out from a brand's records: pure code, no
 * Firestore, so the job, the seed's checks and the tests compute the same thing. Every date is a
 * calendar day in Japan (`YYYY-MM-DD`); the reader (functions/src/reports/read-records.ts) turns
 * Timestamps into days. A month's figures stand at the close of `asOf`: its last day, or today
 * for the month in progress.
 */

/** A space as the reports see it: where it is, its plan (type + size) and its price over time. */
export type ReportSpace = {
  assetId: string;
  spaceId: string;
  type: string;
  widthCm: number;
  depthCm: number;
  areaM2: number;
  /** 月額利用料 in force from each day on, oldest first; the first entry's `from` is null */
  prices: readonly { from: string | null; monthlyFee: number }[];
  /** 募集停止 today: not for rent (counted only on a day it is let) */
  unavailable: boolean;
  /** the day it was added (null: before any record) */
  createdOn: string | null;
};

/** An application: when it was made, and for a contract when it began and ended. */
export type ReportApplication = {
  id: string;
  assetId: string;
  spaceId: string;
  createdOn: string;
  /** the day staff made it a contract (history → contracted), or null */
  contractedOn: string | null;
  /** 利用開始日 of a contract (null: never a contract) */
  moveIn: string | null;
  /** the last day of use: the 解約日, or the day it was ended (null: in force) */
  moveOut: string | null;
};

export type ReportPayment = {
  amount: number;
  excess: number;
  date: string;
  method: string;
  reversed: boolean;
};

export type ReportBill = {
  applicationId: string;
  period: string;
  amount: number;
  /** 利用料 and 日割り利用料 lines */
  rent: number;
  cancelled: boolean;
  dueDate: string;
  payments: readonly ReportPayment[];
  writeOff: { amount: number; on: string } | null;
};

/** One change of a customer's 預り金 (credits/{uid}.history). */
export type ReportCreditEntry = { action: string; amount: number; on: string };

export type ReportRequest = {
  kind: 'contact' | 'viewing';
  createdOn: string;
  assetId: string | null;
};

/** A 空き待ち entry: its plan, when it joined and left the line, the days it was offered a space. */
export type ReportWaitEntry = {
  assetId: string;
  planKey: string;
  joinedOn: string;
  /** the day it ended (applied, left, lapsed, removed), or null while in line */
  endedOn: string | null;
  offeredOn: readonly string[];
};

export type ReportRecords = {
  /** asset id → name */
  assets: ReadonlyMap<string, string>;
  spaces: readonly ReportSpace[];
  applications: readonly ReportApplication[];
  bills: readonly ReportBill[];
  credits: readonly ReportCreditEntry[];
  requests: readonly ReportRequest[];
  waitlist: readonly ReportWaitEntry[];
};

export type MonthReport = {
  period: string;
  asOf: string;
  figures: Figures;
  plans: Record<string, PlanLine>;
  assets: Record<string, { name: string; figures: Figures; plans: Record<string, PlanLine> }>;
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const m2 = (value: number) => Math.round(value * 100) / 100;

/** The month's figures stand on its last day, or on `today` while it is in progress. */
export function asOfDay(period: string, today: string): string {
  const { last } = periodDays(period);
  return last < today ? last : today;
}

/** Every month from `first` to `last`, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let p = first; p <= last; p = addMonths(p, 1)) months.push(p);
  return months;
}

/** The month of the brand's first record (a contract, an application, a bill, a request). */
export function firstPeriodOf(records: ReportRecords): string | null {
  const days = [
    ...records.applications.flatMap((a) => [a.createdOn, a.moveIn ?? a.createdOn]),
    ...records.bills.map((b) => `${b.period}-01`),
    ...records.requests.map((r) => r.createdOn),
    ...records.waitlist.map((w) => w.joinedOn),
  ];
  if (days.length === 0) return null;
  return days.reduce((a, b) => (a < b ? a : b)).slice(0, 7);
}

function priceOn(space: ReportSpace, day: string): number {
  let fee = space.prices[0]?.monthlyFee ?? 0;
  for (const p of space.prices) if (p.from === null || p.from <= day) fee = p.monthlyFee;
  return fee;
}

const emptyByMethod = (): ByMethod =>
  Object.fromEntries(paymentMethodKeys.map((k) => [k, 0])) as ByMethod;
const emptyTally = (): Tally => ({ count: 0, amount: 0 });

/** Nothing let, billed or moved yet. */
const emptyOccupancyAndMoves = () => ({
  units: 0,
  unitsLet: 0,
  area: 0,
  areaLet: 0,
  listRent: 0,
  billedRent: 0,
  moveIns: 0,
  moveOuts: 0,
  letAtStart: 0,
  stayDays: 0,
});

function emptyFigures(credit: boolean): Figures {
  return {
    ...emptyOccupancyAndMoves(),
    money: {
      billedCount: 0,
      billed: 0,
      settled: 0,
      collected: emptyByMethod(),
      writtenOff: 0,
      overdue: emptyTally(),
      aging: [emptyTally(), emptyTally(), emptyTally(), emptyTally()],
    },
    funnel: { enquiries: credit ? 0 : null, viewings: 0, applications: 0, contracts: 0 },
    waitlist: { waiting: 0, offers: 0 },
    credit: credit ? { received: 0, used: 0, refunded: 0, balance: 0 } : null,
  };
}

function emptyPlan(space: Pick<ReportSpace, 'type' | 'widthCm' | 'depthCm' | 'areaM2'>): PlanLine {
  return {
    type: space.type,
    widthCm: space.widthCm,
    depthCm: space.depthCm,
    areaM2: space.areaM2,
    ...emptyOccupancyAndMoves(),
    billed: 0,
    waitlist: { waiting: 0, offers: 0 },
  };
}

/** Paid by the close of `day`: the payments dated then or before that stand, and a write-off made. */
function settledBy(bill: ReportBill, day: string): number {
  const paid = bill.payments
    .filter((p) => !p.reversed && p.date <= day)
    .reduce((s, p) => s + p.amount, 0);
  const written = bill.writeOff && bill.writeOff.on <= day ? bill.writeOff.amount : 0;
  return Math.min(bill.amount, paid + written);
}

/** How each 預り金 change counts in the month: into which figure, and its sign there. */
const creditMoves: Record<string, [Exclude<keyof Credit, 'balance'>, 1 | -1]> = {
  excess: ['received', 1],
  'excess-reversed': ['received', -1],
  applied: ['used', 1],
  'applied-reversed': ['used', -1],
  refunded: ['refunded', 1],
};

/**
 * The figures of each month in `periods` from the records, as of `today` (a month after today's
 * is not worked out). The brand's, each plan's (type + size, every asset), each asset's and each
 * asset's plans'.
 */
export function computeReports(
  records: ReportRecords,
  periods: readonly string[],
  today: string,
): MonthReport[] {
  const spaceKey = (assetId: string, spaceId: string) => `${assetId}/${spaceId}`;
  const spaces = new Map(records.spaces.map((s) => [spaceKey(s.assetId, s.spaceId), s]));
  // A contract ended before its start day never began: no move, no day let.
  const contracts = records.applications.filter(
    (a) => a.moveIn !== null && (a.moveOut === null || a.moveOut >= a.moveIn),
  );
  const contractsBySpace = new Map<string, ReportApplication[]>();
  for (const c of contracts) {
    const key = spaceKey(c.assetId, c.spaceId);
    contractsBySpace.set(key, [...(contractsBySpace.get(key) ?? []), c]);
  }
  const applicationById = new Map(records.applications.map((a) => [a.id, a]));
  const planShapes = new Map(
    records.spaces.map((s) => [`${s.assetId}/${reportPlanId(s)}`, s] as const),
  );
  const letOn = (key: string, day: string) =>
    (contractsBySpace.get(key) ?? []).some(
      (c) => c.moveIn !== null && c.moveIn <= day && (c.moveOut === null || c.moveOut > day),
    );

  return periods
    .filter((period) => `${period}-01` <= today)
    .map((period) => {
      const { first } = periodDays(period);
      const asOf = asOfDay(period, today);
      const dayBefore = periodDays(addMonths(period, -1)).last;
      const inMonth = (day: string | null) => day !== null && day >= first && day <= asOf;

      const brand = emptyFigures(true);
      const plans: Record<string, PlanLine> = {};
      const assets: MonthReport['assets'] = {};
      const assetOf = (assetId: string) =>
        (assets[assetId] ??= {
          name: records.assets.get(assetId) ?? assetId,
          figures: emptyFigures(false),
          plans: {},
        });
      type Space = Pick<ReportSpace, 'type' | 'widthCm' | 'depthCm' | 'areaM2'>;
      /** The brand's, the asset's, and (when the space is known) the plans' figures to add to. */
      const scopes = (assetId: string, space: Space | undefined) => {
        const asset = assetOf(assetId);
        if (!space) return { figures: [brand, asset.figures], plans: [] as PlanLine[] };
        const planId = reportPlanId(space);
        return {
          figures: [brand, asset.figures],
          plans: [(plans[planId] ??= emptyPlan(space)), (asset.plans[planId] ??= emptyPlan(space))],
        };
      };
      for (const assetId of records.assets.keys()) assetOf(assetId);

      // Occupancy: every space that exists on the day, let or for rent.
      for (const space of records.spaces) {
        const key = spaceKey(space.assetId, space.spaceId);
        const isLet = letOn(key, asOf);
        const wasLet = letOn(key, dayBefore);
        // Not there yet (added later), or 募集停止: counted only on a day it is let.
        const forRent =
          isLet || (!space.unavailable && (space.createdOn === null || space.createdOn <= asOf));
        if (!forRent && !wasLet) continue;
        const { figures, plans: planScopes } = scopes(space.assetId, space);
        const price = priceOn(space, asOf);
        for (const f of [...figures, ...planScopes]) {
          if (wasLet) f.letAtStart += 1;
          if (!forRent) continue;
          f.units += 1;
          f.area += space.areaM2;
          f.listRent += price;
          if (isLet) {
            f.unitsLet += 1;
            f.areaLet += space.areaM2;
          }
        }
      }

      // Move-ins and move-outs (a contract on a space no longer there counts here too).
      for (const c of contracts) {
        const movedIn = inMonth(c.moveIn);
        const movedOut = inMonth(c.moveOut);
        if (!movedIn && !movedOut) continue;
        const { figures, plans: planScopes } = scopes(
          c.assetId,
          spaces.get(spaceKey(c.assetId, c.spaceId)),
        );
        for (const f of [...figures, ...planScopes]) {
          if (movedIn) f.moveIns += 1;
          if (movedOut && c.moveIn !== null && c.moveOut !== null) {
            f.moveOuts += 1;
            f.stayDays += dayNumber(c.moveOut) - dayNumber(c.moveIn) + 1;
          }
        }
      }

      // Money: the month's bills, the payments and write-offs dated in it, what is overdue.
      for (const bill of records.bills) {
        if (bill.cancelled) continue;
        const application = applicationById.get(bill.applicationId);
        // 経済的稼働率 sets rent against units: a contract's space no longer there bills no unit.
        const knownSpace =
          application !== undefined &&
          spaces.has(spaceKey(application.assetId, application.spaceId));
        const where = application
          ? scopes(
              application.assetId,
              spaces.get(spaceKey(application.assetId, application.spaceId)),
            )
          : { figures: [brand], plans: [] as PlanLine[] };
        if (bill.period === period) {
          const settled = settledBy(bill, asOf);
          for (const f of where.figures) {
            f.money.billedCount += 1;
            f.money.billed += bill.amount;
            f.money.settled += settled;
            if (knownSpace) f.billedRent += bill.rent;
          }
          for (const p of where.plans) {
            p.billed += bill.amount;
            p.billedRent += bill.rent;
          }
        }
        for (const payment of bill.payments) {
          if (payment.reversed || !inMonth(payment.date)) continue;
          const method = (paymentMethodKeys as readonly string[]).includes(payment.method)
            ? (payment.method as keyof ByMethod)
            : 'other';
          for (const f of where.figures) f.money.collected[method] += payment.amount;
        }
        if (bill.writeOff && inMonth(bill.writeOff.on))
          for (const f of where.figures) f.money.writtenOff += bill.writeOff.amount;
        const owed = bill.amount - settledBy(bill, asOf);
        if (bill.dueDate < asOf && owed > 0) {
          const days = dayNumber(asOf) - dayNumber(bill.dueDate);
          const bucket = reportAgingBuckets.findIndex((b) => days >= b.min && days <= b.max);
          for (const f of where.figures) {
            f.money.overdue.count += 1;
            f.money.overdue.amount += owed;
            const tally = f.money.aging[bucket]!;
            tally.count += 1;
            tally.amount += owed;
          }
        }
      }

      // 預り金: the brand's customers' balances and what moved in the month.
      for (const entry of records.credits) {
        if (entry.on > asOf) continue;
        const credit = brand.credit!;
        // The balance: excess and applied-reversed in, applied, excess-reversed and refunds out.
        const into = entry.action === 'excess' || entry.action === 'applied-reversed';
        credit.balance += into ? entry.amount : -entry.amount;
        const move = creditMoves[entry.action];
        if (move && entry.on >= first) credit[move[0]] += move[1] * entry.amount;
      }

      // The funnel: enquiries, viewing requests, applications made and contracts made.
      for (const request of records.requests) {
        if (!inMonth(request.createdOn)) continue;
        if (request.kind === 'contact') brand.funnel.enquiries! += 1;
        else {
          brand.funnel.viewings += 1;
          if (request.assetId) assetOf(request.assetId).figures.funnel.viewings += 1;
        }
      }
      for (const a of records.applications) {
        const made = inMonth(a.createdOn);
        const contracted = inMonth(a.contractedOn);
        if (!made && !contracted) continue;
        for (const f of [brand, assetOf(a.assetId).figures]) {
          if (made) f.funnel.applications += 1;
          if (contracted) f.funnel.contracts += 1;
        }
      }

      // 空き待ち: who waits at the month's end, and the offers made in it.
      for (const entry of records.waitlist) {
        const waiting =
          entry.joinedOn <= asOf && (entry.endedOn === null || entry.endedOn > asOf) ? 1 : 0;
        const offers = entry.offeredOn.filter((d) => inMonth(d)).length;
        if (waiting === 0 && offers === 0) continue;
        const planId = reportPlanIdOfPlanKey(entry.planKey);
        const m = planId ? /^([a-z]+)_(\d+)x(\d+)$/.exec(planId) : null;
        const asset = assetOf(entry.assetId);
        const lines: { waiting: number; offers: number }[] = [
          brand.waitlist,
          asset.figures.waitlist,
        ];
        if (planId && m) {
          const shape = planShapes.get(`${entry.assetId}/${planId}`) ?? {
            type: m[1]!,
            widthCm: Number(m[2]),
            depthCm: Number(m[3]),
            areaM2: m2((Number(m[2]) * Number(m[3])) / 10_000),
          };
          lines.push(
            (plans[planId] ??= emptyPlan(shape)).waitlist,
            (asset.plans[planId] ??= emptyPlan(shape)).waitlist,
          );
        }
        for (const w of lines) {
          w.waiting += waiting;
          w.offers += offers;
        }
      }

      const round = (f: { area: number; areaLet: number }) => {
        f.area = m2(f.area);
        f.areaLet = m2(f.areaLet);
      };
      round(brand);
      for (const p of Object.values(plans)) round(p);
      for (const a of Object.values(assets)) {
        round(a.figures);
        for (const p of Object.values(a.plans)) round(p);
      }
      return { period, asOf, figures: brand, plans, assets };
    });
}

/** An asset's line in the month's ranking. */
export function assetLineOf(asset: MonthReport['assets'][string]): AssetLine {
  return rankingLineOf(asset.name, asset.figures);
}
