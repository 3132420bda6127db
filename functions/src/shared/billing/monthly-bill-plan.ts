import { billId, type BillLine } from '../model/bill.js';
import { limits } from '../model/limits.js';
import { billDueDate } from './bill-due-date.js';
import { periodDays } from './billing-period.js';

/** A contracted application as the month's bills need it. */
export type ContractToBill = {
  applicationId: string;
  uid: string;
  /** 利用開始日 `YYYY-MM-DD` (the contract's terms, else the 利用開始希望日): no bill before it. */
  startDate: string;
  /**
   * 解約日 of a 解約 staff have confirmed (contract-to-bill.ts): no bill for a month after it. A
   * request still waiting for staff is no end yet (null).
   */
  endDate: string | null;
  /**
   * The contract's fees (its terms; the space's current fees only for a contract made before
   * terms were kept); null when neither could be read (no price to bill).
   */
  fees: { monthlyFee: number; adminFee: number } | null;
  /** The contract's billing rule: the day of the month its bills are due (default 27). */
  dueDay?: number;
  /**
   * The brand's 解約 rule (termination-rule.ts): the month of the end date is billed 日割り up to
   * that day (true) or in full (false, the default: 月末解約 brands bill whole months).
   */
  lastMonthProrated?: boolean;
  /** Where, for the 摘要: 「ソラクラ 三軒茶屋 1C-03」. */
  place: string;
};

/** A bill to create: its id (`${applicationId}_${period}`) and fields (timestamps added on write). */
export type PlannedBill = {
  id: string;
  uid: string;
  applicationId: string;
  period: string;
  description: string;
  lines: BillLine[];
  amount: number;
  status: 'unpaid';
  dueDate: string;
  payments: Record<string, never>;
  paidAmount: 0;
  writeOff: null;
  cancelReason: null;
};

export type SkipReason = 'not-started' | 'ended' | 'no-space';

export type MonthlyBillPlan = {
  create: PlannedBill[];
  /** Ids of the month's bills that exist already (left as they are). */
  existing: string[];
  skipped: { applicationId: string; reason: SkipReason }[];
};

export const skipReasonLabels: Record<SkipReason, string> = {
  'not-started': '利用開始日がこの月より後のため',
  ended: '解約日がこの月より前のため',
  'no-space': '区画が見つからないため',
};

/** 「2026年12月分 利用料・管理費（ソラクラ 三軒茶屋 1C-03）」, within the 摘要's 100 characters. */
export function billDescription(period: string, place: string): string {
  const [y, m] = period.split('-');
  return `${y}年${Number(m)}月分 利用料・管理費（${place}）`.slice(0, limits.shortText);
}

/**
 * The month's bills for every contract: one per contracted application (the id is
 * `${applicationId}_${period}`, so a bill that exists is skipped, never made twice), for the
 * monthly fee plus the 管理費, due by `billDueDate`. Contracts starting after the month, or
 * whose confirmed 解約日 falls before it, get none.
 */
export function planMonthlyBills(input: {
  period: string;
  today: string;
  contracts: readonly ContractToBill[];
  existingIds: ReadonlySet<string>;
}): MonthlyBillPlan {
  const { period, today, contracts, existingIds } = input;
  const { first, last } = periodDays(period);
  const plan: MonthlyBillPlan = { create: [], existing: [], skipped: [] };
  const seen = new Set<string>();
  for (const contract of contracts) {
    const id = billId(contract.applicationId, period);
    if (seen.has(id)) continue;
    seen.add(id);
    const outside = outsideContract(contract, first, last);
    if (existingIds.has(id)) {
      plan.existing.push(id);
    } else if (outside !== null) {
      plan.skipped.push({ applicationId: contract.applicationId, reason: outside });
    } else if (contract.fees === null) {
      plan.skipped.push({ applicationId: contract.applicationId, reason: 'no-space' });
    } else {
      const lines = monthLines(period, last, contract.fees, lastDayUsed(contract, last));
      plan.create.push({
        id,
        uid: contract.uid,
        applicationId: contract.applicationId,
        period,
        description: billDescription(period, contract.place),
        lines,
        amount: lines.reduce((sum, line) => sum + line.amount, 0),
        status: 'unpaid',
        dueDate: billDueDate(period, today, contract.dueDay),
        payments: {},
        paidAmount: 0,
        writeOff: null,
        cancelReason: null,
      });
    }
  }
  return plan;
}

/**
 * Why a contract has no bill for the month from `first` to `last` (`YYYY-MM-DD`): it starts
 * after it, or its 解約日 is before it; null when the month is one of the contract's.
 */
function outsideContract(
  contract: Pick<ContractToBill, 'startDate' | 'endDate'>,
  first: string,
  last: string,
): 'not-started' | 'ended' | null {
  if (contract.startDate > last) return 'not-started';
  if (contract.endDate !== null && contract.endDate < first) return 'ended';
  return null;
}

/** Whether `period` (`YYYY-MM`) is a month of the contract: it has started and not ended. */
export function isContractMonth(
  contract: Pick<ContractToBill, 'startDate' | 'endDate'>,
  period: string,
): boolean {
  const { first, last } = periodDays(period);
  return outsideContract(contract, first, last) === null;
}

/** The end date when this month is the contract's last and the brand bills it 日割り, else null. */
function lastDayUsed(contract: ContractToBill, last: string): string | null {
  const { endDate } = contract;
  return contract.lastMonthProrated === true &&
    endDate !== null &&
    endDate < last &&
    endDate.slice(0, 7) === last.slice(0, 7)
    ? endDate
    : null;
}

/**
 * The month's 利用料 and 管理費: in full, or — the last month of a contract ending on `endDay`
 * under a 日割り rule — fee × days used ÷ days in the month, rounded down to the yen as the first
 * month's 日割り is (estimateFirstPayment).
 */
function monthLines(
  period: string,
  last: string,
  fees: { monthlyFee: number; adminFee: number },
  endDay: string | null,
): BillLine[] {
  const month = Number(period.slice(5));
  if (endDay === null) {
    return [
      { kind: 'rent', label: `利用料（${month}月分）`, amount: fees.monthlyFee },
      { kind: 'adminFee', label: `管理費（${month}月分）`, amount: fees.adminFee },
    ];
  }
  const days = Number(endDay.slice(8));
  const daysInMonth = Number(last.slice(8));
  const prorate = (fee: number) => Math.floor((fee * days) / daysInMonth);
  const span = `日割り・${month}月1日〜${days}日の${days}日分`;
  return [
    { kind: 'proratedRent', label: `最終月利用料（${span}）`, amount: prorate(fees.monthlyFee) },
    { kind: 'proratedAdminFee', label: `最終月管理費（${span}）`, amount: prorate(fees.adminFee) },
  ];
}
