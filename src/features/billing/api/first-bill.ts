import { billId, type BillLine } from '#shared/model/bill.js';
import { firstPaymentInputOf, type ContractTerms } from '@/lib/model/contract-terms';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { billDueDate } from '#shared/billing/bill-due-date.js';
import { billDescription, type PlannedBill } from '#shared/billing/monthly-bill-plan.js';

export type ContractTermsInput = Omit<ContractTerms, 'confirmedBy' | 'confirmedAt'>;
export type { PlannedBill };

const kindsInOrder = ['handlingFee', 'guaranteeFee', 'keyFee'] as const;

/**
 * The contract's first bill: made by the same `estimateFirstPayment` that quoted the applicant
 * (日割り of the start month plus the initial costs), its lines the quote's lines, for the start
 * month — id `${applicationId}_${startMonth}`, so the monthly run skips that month.
 */
export function firstBillOf(input: {
  applicationId: string;
  uid: string;
  terms: ContractTermsInput;
  /** 「ソラクラ 三軒茶屋 1C-03」 for the 摘要 */
  place: string;
  /** today in Japan, `YYYY-MM-DD` (the due date is at least a week away) */
  today: string;
}): PlannedBill {
  const { applicationId, uid, terms, place, today } = input;
  const estimate = estimateFirstPayment(firstPaymentInputOf(terms));
  const period = terms.startDate.slice(0, 7);
  const full = estimate.daysUsed === estimate.daysInMonth;
  const kinds: BillLine['kind'][] = [
    full ? 'rent' : 'proratedRent',
    full ? 'adminFee' : 'proratedAdminFee',
    ...kindsInOrder,
  ];
  const lines = estimate.lines.map((l, i): BillLine => ({ kind: kinds[i]!, ...l }));
  const [y, m] = period.split('-');
  return {
    id: billId(applicationId, period),
    uid,
    applicationId,
    period,
    description: billDescription(period, place).replace(
      `${y}年${Number(m)}月分 利用料・管理費`,
      `${y}年${Number(m)}月分 初回（日割り・初期費用）`,
    ),
    lines,
    amount: estimate.total,
    status: 'unpaid',
    dueDate: billDueDate(period, today, terms.dueDay),
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
  };
}
