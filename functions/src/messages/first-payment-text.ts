import { formatCalendarDate, formatYen } from './format-ja.js';

/** A bill as the contract mail quotes it (brands/{b}/bills/{id}, src/lib/model/bill.ts). */
export interface BillForQuote {
  amount: number;
  dueDate: string;
  lines: { label: string; amount: number }[];
  /** what of it was paid already (`paidAmount`; absent or 0: nothing) */
  paidAmount?: number;
  /** what staff wrote off (`writeOff.amount`; absent or 0: nothing) */
  writeOffAmount?: number;
}

/**
 * 初回のお支払い in the contract mail: the amount of the contract's first bill, its due date and
 * its lines (a line of 0円, e.g. no 鍵代, is left out); when part of it was paid before the mail
 * went out, also what was paid and what is still due.
 */
export function firstPaymentText(bill: BillForQuote): string {
  const lines = bill.lines
    .filter((line) => line.amount !== 0)
    .map((line) => `・${line.label} ${formatYen(line.amount)}`);
  const paid = bill.paidAmount ?? 0;
  const balance = bill.amount - paid - (bill.writeOffAmount ?? 0);
  return [
    `ご請求額（税込）：${formatYen(bill.amount)}`,
    ...(paid > 0 ? [`ご入金済み：${formatYen(paid)}`, `お支払い残高：${formatYen(balance)}`] : []),
    `お支払い期限：${formatCalendarDate(bill.dueDate)}`,
    ...(lines.length > 0 ? ['内訳：', ...lines] : []),
  ].join('\n');
}

/**
 * 初回お支払い目安 in the 申込受付 and 承認 messages (issue 31, item 4): the same estimate the
 * confirm page showed (estimateFirstPayment of the space and the start date: 日割り and 初期費用)
 * with its lines; the bill itself, with its 支払期限, comes with the contract.
 */
export function firstPaymentEstimateText(estimate: {
  amount: number;
  lines: { label: string; amount: number }[];
}): string {
  const lines = estimate.lines
    .filter((line) => line.amount !== 0)
    .map((line) => `・${line.label} ${formatYen(line.amount)}`);
  return [
    `${formatYen(estimate.amount)}（税込）`,
    ...(lines.length > 0 ? ['内訳：', ...lines] : []),
    'ご契約の際に、この金額の請求書をお支払い期限とあわせてお送りします。',
  ].join('\n');
}
