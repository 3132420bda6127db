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
};

/**
 * A contracted application as the month's bill run bills it: from its 契約条件 (the space's
 * current fees only for a contract made before terms were kept), and ending on its 解約日 only
 * once staff have confirmed the 解約. A request still waiting for staff is no end yet — the
 * customer may withdraw it and staff may change it — so the month is billed in full as usual.
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
  const request = application.terminationRequest ?? null;
  return {
    applicationId: application.id,
    uid: application.uid,
    startDate: terms?.startDate ?? application.startDate,
    endDate: request?.confirmedAt ? request.endDate : null,
    fees: terms ?? (space ? { monthlyFee: space.monthlyFee, adminFee: space.adminFee } : null),
    ...(terms ? { dueDay: terms.dueDay } : {}),
    lastMonthProrated: rule.lastMonthProrated,
    place: `${assetName} ${space?.label ?? application.spaceId}`,
  };
}
