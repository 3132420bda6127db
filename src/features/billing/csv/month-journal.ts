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

/**
 * One line of a 仕訳; lines of one entry share `entry` and `date`, and an entry's 借方 and 貸方
 * add up to the same yen. A line is balanced on its own except in a deposit's 複合仕訳, whose
 * first line carries the whole deposit on the 借方 and each line one bill's 売掛金 on the 貸方
 * (the other lines' 借方 empty: `null`).
 */
export type JournalRow = {
  /** 伝票番号 / 取引No: one per bill's 売上, per deposit, per 預り金 use, per write-off */
  entry: number;
  /** `YYYY-MM-DD` */
  date: string;
  debit: JournalSide | null;
  credit: JournalSide | null;
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

type Payment = ReturnType<typeof activePayments>[number];

/** The payments that are one movement of money: one deposit, or one 預り金 use. */
type Deposit = { date: string; parts: { bill: BillRow; payment: Payment }[] };

/**
 * The day a payment is in the books: its 入金日 — but 預り金 used on a later month's bill (the
 * month's run uses it when it makes the bill, before the month) on the first day of that month,
 * the month its 売上 is in (issue 37, item 6).
 */
function journalDate(bill: BillRow, payment: Payment): string {
  if (payment.method !== 'balance') return payment.date;
  const { first } = periodDays(bill.period);
  return payment.date < first ? first : payment.date;
}

/**
 * Which deposit a payment is part of, so one deposit is one 仕訳 as the bank feed shows it: the
 * statement line it was recorded from (one 振込 paying two months), or a 口座振替's 引落日 (the
 * bank credits the day's debits as one sum); a payment recorded by hand, or from the 預り金, is
 * its own.
 */
function depositKey(bill: BillRow, payment: Payment): string {
  if (payment.method === 'debit') return `debit/${payment.date}`;
  if (payment.method !== 'balance' && payment.line !== null) return `line/${payment.line}`;
  return `own/${bill.id}/${payment.key}`;
}

/**
 * A deposit's 仕訳: the money's account for the whole deposit on the first line's 借方, then a
 * 貸方 売掛金 line per bill it paid and a 前受金 line for what came in beyond them (預り金) — a
 * 複合仕訳 when it paid more than one bill. Paid from the 預り金: 前受金 / 売掛金.
 */
function depositEntry({ date, parts }: Deposit): Draft[] {
  const first = parts[0]!;
  const method = paymentRecordMethodLabels[first.payment.method];
  const account = depositAccount[first.payment.method];
  const order = `${date}/1/${first.bill.id}/${first.payment.key.padStart(2, '0')}`;
  const total = parts.reduce((sum, p) => sum + p.payment.amount + p.payment.excess, 0);
  const excess = parts.reduce((sum, p) => sum + p.payment.excess, 0);
  const rows: Draft[] = parts.map(({ bill, payment }, index) => ({
    date,
    debit: index === 0 ? side(account, total) : null,
    credit: side('receivable', payment.amount),
    description: `${method} ${bill.description} ${who(bill)}`,
    order,
  }));
  if (excess > 0)
    rows.push({
      date,
      debit: null,
      credit: side('advance', excess),
      description: `${method} 預り金（超過入金） ${who(first.bill)}`,
      order,
    });
  return rows;
}

/**
 * The 仕訳 of `period` (`YYYY-MM`) from the bills given (the month's bills and any other bill
 * touched since the month began):
 * - 売上 of each bill of the month that is not cancelled: 売掛金 / 売上高, one line per tax
 *   category — 課税売上10% with its 消費税, 非課税売上 for the 保証料;
 * - 入金 of each deposit in the month, one 仕訳 however many bills it paid (depositEntry): the
 *   money's account / 売掛金 per bill, and what came in beyond them / 前受金 (預り金); 預り金 used
 *   on a bill, in the month of its 売上 at the earliest (journalDate): 前受金 / 売掛金;
 * - 差額の処理 made in the month: 支払手数料 / 売掛金.
 * Ordered by date; a reversed payment is not a payment.
 */
export function monthJournal(bills: readonly BillRow[], period: string): JournalRow[] {
  const drafts: Draft[][] = [];
  const deposits = new Map<string, Deposit>();
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
      const date = journalDate(bill, payment);
      if (periodOf(date) !== period) continue;
      const key = depositKey(bill, payment);
      const deposit = deposits.get(key) ?? { date, parts: [] };
      deposit.parts.push({ bill, payment });
      deposits.set(key, deposit);
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
  for (const deposit of deposits.values()) drafts.push(depositEntry(deposit));
  drafts.sort((a, b) => (a[0]!.order < b[0]!.order ? -1 : a[0]!.order > b[0]!.order ? 1 : 0));
  return drafts.flatMap((entry, index) =>
    entry.map(({ order: _order, ...row }) => ({ ...row, entry: index + 1 })),
  );
}
