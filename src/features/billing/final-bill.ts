import { billId } from '#shared/model/bill.js';
import type { ContractBill, FinalBill } from '@/lib/model/final-bill';
import {
  contractToBill,
  finalBillPeriod,
  type ContractSource,
} from '#shared/billing/contract-to-bill.js';
import { planMonthlyBills } from '#shared/billing/monthly-bill-plan.js';

/**
 * The final bill of a contract ending on `endDate` (issue 31, item 3), from the same money model
 * as every bill: the month of the end date as planMonthlyBills makes it for a contract whose
 * 解約日 is `endDate` (利用料 and 管理費 in full, or 日割り up to that day when the brand's rule says
 * so), due as billDueDate sets it — unless that month's bill exists already (`bills`; e.g. the
 * first bill of a contract that ends in its first month, or a month the run has made): then that
 * bill is the last one, `billed`, and ending adds nothing to it. A contract ended before it
 * starts (staff end it at once, a month ahead) ends with its first month: its first bill, made
 * with the contract, is the last one, as the month's run bills nothing after it. Null when the
 * contract has no price to bill (no 契約条件 and no space read).
 */
export function finalBillOf(input: {
  /** the contracted application (its 契約条件, id, customer) */
  application: ContractSource;
  /** the 解約日 asked for or confirmed, 'YYYY-MM-DD' */
  endDate: string;
  /** the brand's 解約 rule */
  rule: { lastMonthProrated: boolean };
  /** the contracted space as it is now (only for a contract made before terms were kept) */
  space: { label: string; monthlyFee: number; adminFee: number } | null;
  /** bills of the contract that exist (only the end month's is looked at) */
  bills: readonly ContractBill[];
  /** today in Japan, 'YYYY-MM-DD' (the due date of a bill still to be made) */
  today: string;
}): FinalBill | null {
  const { application, endDate, rule, today } = input;
  const period = finalBillPeriod(application, endDate);
  const made = input.bills.find((bill) => bill.id === billId(application.id, period));
  if (made) {
    return {
      period,
      lines: made.lines,
      amount: made.amount,
      dueDate: made.dueDate,
      billed: true,
      prorated: rule.lastMonthProrated,
    };
  }
  const contract = {
    ...contractToBill({ application, space: input.space, rule, assetName: '' }),
    endDate,
  };
  const [planned] = planMonthlyBills({
    period,
    today,
    contracts: [contract],
    existingIds: new Set(),
  }).create;
  if (!planned) return null;
  return {
    period,
    lines: planned.lines,
    amount: planned.amount,
    dueDate: planned.dueDate,
    billed: false,
    prorated: rule.lastMonthProrated,
  };
}
