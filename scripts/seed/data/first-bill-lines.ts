import type { BillLine } from '#shared/model/bill.js';
import type { Space } from '../../../src/lib/model/space';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';

const kinds: BillLine['kind'][] = ['rent', 'adminFee', 'handlingFee', 'guaranteeFee', 'keyFee'];

/**
 * A demo contract's first bill lines, as the app makes them (firstBillOf): the quote's lines
 * from estimateFirstPayment. The demo contracts start on the 1st, so the month is full.
 */
export function firstBillLines(
  space: Pick<Space, 'monthlyFee' | 'adminFee' | 'initialCosts'>,
  startDate: string,
): BillLine[] {
  const estimate = estimateFirstPayment({ ...space, startDate });
  return estimate.lines.map((l, i) => ({ kind: kinds[i]!, ...l }));
}
