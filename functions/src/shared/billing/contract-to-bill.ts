import type { Application } from '@/lib/model/application';
import type { Space } from '@/lib/model/space';
import type { TerminationRuleFields } from '@/lib/model/termination-rule';
import type { ContractToBill } from './monthly-bill-plan';

/**
 * A contracted application as the month's bill run bills it: from its 契約条件 (the space's
 * current fees only for a contract made before terms were kept), and ending on its 解約日 only
 * once staff have confirmed the 解約. A request still waiting for staff is no end yet — the
 * customer may withdraw it and staff may change it — so the month is billed in full as usual.
 */
export function contractToBill(input: {
  application: Application & { id: string };
  /** The contracted space as it is now; null when it is missing or unreadable. */
  space: Pick<Space, 'label' | 'monthlyFee' | 'adminFee'> | null;
  /** The brand's 解約 rule: whether the last month is billed 日割り. */
  rule: Pick<TerminationRuleFields, 'lastMonthProrated'>;
  /** 物件名 for the 摘要 (the asset number when unknown). */
  assetName: string;
}): ContractToBill {
  const { application, space, rule, assetName } = input;
  const terms = application.contract;
  const request = application.terminationRequest;
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
