import type { ContractToBill } from './monthly-bill-plan.js';

/**
 * What the month's bill run reads of a contracted application (src/lib/model/application.ts in
 * the app; the raw document in the functions): who, when it started, its 契約条件, and its 解約.
 */
export type ContractSource = {
  id: string;
  uid: string;
  spaceId: string;
  /** 利用開始希望日 (a contract made before terms were kept starts then) */
  startDate: string;
  contract?: {
    startDate: string;
    monthlyFee: number;
    adminFee: number;
    dueDay: number;
  } | null;
  terminationRequest?: { endDate: string; confirmedAt?: unknown } | null;
  /** 契約中 or 終了 (the bill run reads contracts that ended in or after the months it bills) */
  status?: string;
  /** the day (Japan) the contract was moved to 終了, for a contract that has ended */
  endedOn?: string | null;
};

/**
 * The last day a contract is billed for: for a contract that has ended, `lastDayOfEnded`; for
 * one still running, the 解約日 once staff have confirmed it. Null: no end yet.
 */
export function contractEndDate(application: ContractSource): string | null {
  const request = application.terminationRequest ?? null;
  if (application.status === 'ended')
    return application.endedOn
      ? lastDayOfEnded(request, application.endedOn)
      : (request?.endDate ?? null);
  return request?.confirmedAt ? request.endDate : null;
}

/**
 * The last day of a contract ended on `endedOn` (Japan): the 解約日 it asked for when that came
 * first (the contract-end task ends it the morning after), else the day it was ended — staff who
 * end a contract at once end it that day, whatever later date was asked. The end dialog quotes
 * the final bill for this day and the bill run bills up to it.
 */
export function lastDayOfEnded(
  request: { endDate: string } | null | undefined,
  endedOn: string,
): string {
  return request && request.endDate < endedOn ? request.endDate : endedOn;
}

/**
 * A contract as the month's bill run bills it: from its 契約条件 (the space's current fees only
 * for a contract made before terms were kept), ending as `contractEndDate` says — on its 解約日
 * only once staff have confirmed the 解約 (a request still waiting for staff is no end yet: the
 * customer may withdraw it and staff may change it), and a contract ended at once by staff on
 * the day it was ended, so its last month is billed as the end dialog promised (issue 37, item 9).
 */
export function contractToBill(input: {
  application: ContractSource;
  /** The contracted space as it is now; null when it is missing or unreadable. */
  space: { label: string; monthlyFee: number; adminFee: number } | null;
  /** The brand's 解約 rule: whether the last month is billed 日割り. */
  rule: { lastMonthProrated: boolean };
  /** 物件名 for the 摘要 (the asset number when unknown). */
  assetName: string;
}): ContractToBill {
  const { application, space, rule, assetName } = input;
  const terms = application.contract ?? null;
  return {
    applicationId: application.id,
    uid: application.uid,
    startDate: terms?.startDate ?? application.startDate,
    endDate: contractEndDate(application),
    fees: terms ?? (space ? { monthlyFee: space.monthlyFee, adminFee: space.adminFee } : null),
    ...(terms ? { dueDay: terms.dueDay } : {}),
    lastMonthProrated: rule.lastMonthProrated,
    place: `${assetName} ${space?.label ?? application.spaceId}`,
  };
}

/**
 * The month a contract ending on `endDate` is last billed for: the 解約日's month, or its first
 * month when it ends before it starts (staff end it at once ahead of the start: the first bill,
 * made with the contract, is the last, and the month's run bills nothing after it).
 */
export function finalBillPeriod(
  contract: { startDate: string; contract?: { startDate: string } | null | undefined },
  endDate: string,
): string {
  const startDate = contract.contract?.startDate ?? contract.startDate;
  return (endDate < startDate ? startDate : endDate).slice(0, 7);
}
