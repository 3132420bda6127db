/**
 * What ending a contract costs, in words (issue 31, item 3): the final bill's one-line summary,
 * what is not refunded and what the customer does before the 解約日. One wording for the site
 * (the 解約 form, its confirmation, my unit, the staff's end dialogs import this module, which
 * depends only on format-ja) and for both 解約 mails. The figures are the final bill's
 * (src/lib/model/final-bill.ts, computed by the SPA's money model and kept on the request).
 */
import { formatCalendarDate, formatYen } from './format-ja.js';

/** The final bill as the words need it. */
export interface FinalBillForText {
  /** 'YYYY-MM' */
  period: string;
  amount: number;
  dueDate: string;
  /** the month's bill exists already */
  billed: boolean;
  /** the brand bills the last month 日割り */
  prorated: boolean;
}

/** The 初期費用 of the contract (its 契約条件). */
export interface InitialCostsForText {
  handlingFee: number;
  guaranteeFee: number;
  keyFee: number;
}

/** '2026-12' → 2026年12月分. */
export function periodLabel(period: string): string {
  const [y, m] = period.split('-');
  return `${y}年${Number(m)}月分`;
}

/**
 * 「2026年12月分 11,970円」 and what it means: billed already (ending adds nothing), or the bill
 * still to come with its 支払期限.
 */
export function finalBillHeadline(bill: FinalBillForText): { title: string; note: string } {
  return {
    title: `${periodLabel(bill.period)} ${formatYen(bill.amount)}`,
    note: bill.billed
      ? 'この月のご請求はすでにお送りしています。解約による追加のご請求はありません。'
      : `この月の分を最後のご請求として、いつもどおりお送りします（お支払い期限 ${formatCalendarDate(bill.dueDate)}）。それより後のご請求はありません。`,
  };
}

/** What the customer does not get back. */
export function notRefundedNotes(
  bill: FinalBillForText,
  initialCosts: InitialCostsForText | null,
): string[] {
  const notes: string[] = [];
  const costs = initialCosts
    ? [
        ['事務手数料', initialCosts.handlingFee],
        ['保証料', initialCosts.guaranteeFee],
        ['鍵代', initialCosts.keyFee],
      ].filter((cost): cost is [string, number] => (cost[1] as number) > 0)
    : [];
  if (costs.length > 0) {
    notes.push(
      `ご契約時にお支払いいただいた初期費用（${costs.map(([name, yen]) => `${name} ${formatYen(yen)}`).join('・')}）は返金されません。`,
    );
  }
  if (bill.billed && bill.prorated) {
    notes.push(
      `${periodLabel(bill.period)}はご請求済みです。解約日までの日割りとの差額は、担当者が確認してご連絡します。`,
    );
  } else if (bill.billed) {
    notes.push(
      `${periodLabel(bill.period)}はご請求済みです。月の途中で解約しても、この月の減額・返金はありません。`,
    );
  } else if (bill.prorated) {
    notes.push('最終月の利用料・管理費は、解約日までの日割りでご請求します。');
  } else {
    notes.push(
      '最終月の利用料・管理費は日割りせず、1か月分をご請求します（月の途中で解約しても返金はありません）。',
    );
  }
  return notes;
}

/** What the customer does by the 解約日 (`endDate` 'YYYY-MM-DD'). */
export function beforeEndNotes(endDate: string): string[] {
  const day = formatCalendarDate(endDate);
  return [
    `${day}までに、区画内のお荷物をすべて搬出し、区画を空にしてください。`,
    `鍵（カードキーを含む）は${day}までにご返却ください。返却の方法は担当者からご案内します。`,
  ];
}
