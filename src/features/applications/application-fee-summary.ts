import type { Space } from '@/lib/model/space';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';

export type FeeLine = { label: string; amount: number };

/** What the confirm step shows about money, all tax-included whole yen. */
export type ApplicationFeeSummary = {
  /** Every month from the second on: 月額利用料 and 管理費. */
  monthly: FeeLine[];
  monthlyTotal: number;
  /** 初期費用: 事務手数料, 保証料, 鍵代. */
  initialCosts: FeeLine[];
  /** The start month 日割り (or the whole month when it starts on the 1st). */
  firstMonth: FeeLine[];
  /** 初回お支払い目安: the first month and the initial costs. */
  firstPaymentTotal: number;
};

/**
 * The fee summary of the confirm step for a space and a start date ('YYYY-MM-DD'): the monthly
 * fees, the initial costs and the first month 日割り, from the same estimateFirstPayment the
 * asset page's estimate uses, so both show the same numbers.
 */
export function applicationFeeSummary(
  space: Pick<Space, 'monthlyFee' | 'adminFee' | 'initialCosts'>,
  startDate: string,
): ApplicationFeeSummary {
  const estimate = estimateFirstPayment({ ...space, startDate });
  const [monthlyFeeLine, adminFeeLine, ...initialCosts] = estimate.lines;
  return {
    monthly: [
      { label: '月額利用料', amount: space.monthlyFee },
      { label: '管理費（月額）', amount: space.adminFee },
    ],
    monthlyTotal: space.monthlyFee + space.adminFee,
    initialCosts,
    firstMonth: [monthlyFeeLine!, adminFeeLine!],
    firstPaymentTotal: estimate.total,
  };
}
