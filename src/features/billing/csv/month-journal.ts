import {
  activePayments,
  paymentRecordMethodLabels,
  type PaymentRecordMethod,
} from '#shared/model/bill.js';
import { formatIsoDate } from '@/utils/format-iso-date';
import { periodDays, periodOf } from '#shared/billing/billing-period.js';
import type { BillRow } from '../bill-row';
import { billInvoiceTotals } from '../invoice/invoice-totals';

/**
 * A brand's month in 仕訳 (journal entries), the one list the freee and マネーフォワード files are
 * written from (docs/billing.md, "Accounting export"). Amounts are 税込 (every price on the site
 * is); the 10% part carries the 消費税 the invoice states (billInvoiceTotals).
 */

/** The accounts used, as both products name them in their default 勘定科目. */
export const journalAccounts = {
  receivable: '売掛金',
  sales: '売上高',
  bank: '普通預金',
  cash: '現金',
  advance: '前受金',
  fees: '支払手数料',
} as const;
export type JournalAccount = keyof typeof journalAccounts;

/** 税区分: 課税売上10%, 非課税売上 (保証料), or none (money moving between accounts). */
export type JournalTax = 'taxable10' | 'exempt' | 'outOfScope';

export type JournalSide = {
  account: JournalAccount;
  tax: JournalTax;
  amount: number;
  /** the 消費税 included (the 10% sales line only) */
  taxAmount: number | null;
};

/** One line of a 仕訳, balanced on its own; lines of one entry share `entry` and `date`. */
export type JournalRow = {
  /** 伝票番号 / 取引No: one per bill's 売上, per payment, per write-off */
  entry: number;
  /** `YYYY-MM-DD` */
  date: string;
  debit: JournalSide;
  credit: JournalSide;
  description: string;
};

/** Where a payment's money is: the bank for a transfer or a debit, the till for cash. */
const depositAccount: Record<PaymentRecordMethod, JournalAccount> = {
  transfer: 'bank',
  debit: 'bank',
  // Collected by a provider and paid out to the bank (none is connected today).
  card: 'bank',
  convenience: 'bank',
  other: 'bank',
  cash: 'cash',
  // 預り金から充当: the customer's earlier over-payment, held as 前受金, settles the bill.
  balance: 'advance',
};

const side = (
  account: JournalAccount,
  amount: number,
  tax: JournalTax = 'outOfScope',
  taxAmount: number | null = null,
): JournalSide => ({ account, tax, amount, taxAmount });

const flip = (s: JournalSide): JournalSide => ({
  ...s,
  amount: -s.amount,
  taxAmount: s.taxAmount === null ? null : -s.taxAmount,
});

/** A line with a negative amount (a 値引き larger than the rest) is written the other way round. */
function line(date: string, debit: JournalSide, credit: JournalSide, description: string) {
  return debit.amount < 0
    ? { date, debit: flip(credit), credit: flip(debit), description }
    : { date, debit, credit, description };
}

/**
 * 売上 is dated in its month: the day the bill was made, but not before the month starts (a
 * month's bill made on the 20th of the month before) nor after it ends.
 */
function saleDate(bill: BillRow, period: string): string {
  const { first, last } = periodDays(period);
  const made = formatIsoDate(bill.createdAt);
  return made < first ? first : made > last ? last : made;
}

const who = (bill: BillRow) => {
  const a = bill.application;
  return a ? `${a.name}（${a.assetId} ${a.spaceId}）` : `（契約 ${bill.applicationId}）`;
};

type Draft = Omit<JournalRow, 'entry'> & { order: string };

/**
 * The 仕訳 of `period` (`YYYY-MM`) from the bills given (the month's bills and any other bill
 * touched since the month began):
 * - 売上 of each bill of the month that is not cancelled: 売掛金 / 売上高, one line per tax
 *   category — 課税売上10% with its 消費税, 非課税売上 for the 保証料;
 * - 入金 of each payment dated in the month that stands: the money's account / 売掛金, and what
 *   came in beyond the bill / 前受金 (預り金);
 * - 差額の処理 made in the month: 支払手数料 / 売掛金.
 * Ordered by date; a reversed payment is not a payment.
 */
export function monthJournal(bills: readonly BillRow[], period: string): JournalRow[] {
  const drafts: Draft[][] = [];
  for (const bill of bills) {
    if (bill.period === period && bill.status !== 'cancelled') {
      const date = saleDate(bill, period);
      const totals = billInvoiceTotals(bill);
      const entry: Draft[] = [];
      if (totals.taxableTotal !== 0)
        entry.push({
          ...line(
            date,
            side('receivable', totals.taxableTotal),
            side('sales', totals.taxableTotal, 'taxable10', totals.tax),
            `${bill.description} ${who(bill)}`,
          ),
          order: `${date}/0/${bill.id}`,
        });
      if (totals.exemptTotal !== 0)
        entry.push({
          ...line(
            date,
            side('receivable', totals.exemptTotal),
            side('sales', totals.exemptTotal, 'exempt'),
            `${bill.description}（保証料） ${who(bill)}`,
          ),
          order: `${date}/0/${bill.id}`,
        });
      if (entry.length > 0) drafts.push(entry);
    }
    for (const payment of activePayments(bill)) {
      if (periodOf(payment.date) !== period) continue;
      const account = depositAccount[payment.method];
      const method = paymentRecordMethodLabels[payment.method];
      const order = `${payment.date}/1/${bill.id}/${payment.key.padStart(2, '0')}`;
      const entry: Draft[] = [
        {
          ...line(
            payment.date,
            side(account, payment.amount),
            side('receivable', payment.amount),
            `${method} ${bill.description} ${who(bill)}`,
          ),
          order,
        },
      ];
      if (payment.excess > 0)
        entry.push({
          ...line(
            payment.date,
            side(account, payment.excess),
            side('advance', payment.excess),
            `${method} 預り金（超過入金） ${who(bill)}`,
          ),
          order,
        });
      drafts.push(entry);
    }
    if (bill.writeOff && periodOf(formatIsoDate(bill.writeOff.at)) === period) {
      const date = formatIsoDate(bill.writeOff.at);
      drafts.push([
        {
          ...line(
            date,
            side('fees', bill.writeOff.amount),
            side('receivable', bill.writeOff.amount),
            `差額の処理（${bill.writeOff.reason}） ${bill.description} ${who(bill)}`,
          ),
          order: `${date}/2/${bill.id}`,
        },
      ]);
    }
  }
  drafts.sort((a, b) => (a[0]!.order < b[0]!.order ? -1 : a[0]!.order > b[0]!.order ? 1 : 0));
  return drafts.flatMap((entry, index) =>
    entry.map(({ order: _order, ...row }) => ({ ...row, entry: index + 1 })),
  );
}
