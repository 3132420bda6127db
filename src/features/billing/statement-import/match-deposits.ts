import { foldSearchText } from '@/utils/fold-search-text';
import {
  normalizeTransferName,
  splitTransferName,
  withoutTransferPrefix,
} from '@/lib/model/transfer-name';
import type { StatementDeposit } from './parse-statement';

/** An open (unpaid) bill as the matcher sees it, with its customer's お客様番号 and フリガナ. */
export type OpenBill = {
  /** the bill's document id */
  id: string;
  uid: string;
  /** the bill's amount (yen) */
  amount: number;
  /** what it still asks (yen): the amount less what was paid or written off */
  balance: number;
  dueDate: string;
  /** 2026年12月分 */
  label: string;
  customerName: string;
  customerNumber: number | null;
  /** the customer's フリガナ as 全銀 names compare (normalizeTransferName) */
  kana: string;
};

/** One way to book a deposit: one bill, or a customer's oldest bills together. */
export type Candidate = { bills: OpenBill[]; balance: number };

/**
 * How a line matched: `recorded` — the line was recorded before (消込済み); `number` /
 * `name` — the お客様番号 or the name, and the amount, fit exactly one bill; `several` — the
 * amount is the sum of the customer's oldest bills (months paid together); `amount-differs` —
 * the customer is known, no bill or run of bills asks this amount (a short or an over-payment:
 * staff decide); `ambiguous` — several bills or customers fit (staff pick); `none`.
 */
export type MatchKind =
  'recorded' | 'number' | 'name' | 'several' | 'amount-differs' | 'ambiguous' | 'none';

export type DepositMatch = {
  deposit: StatementDeposit;
  kind: MatchKind;
  /** the options, the likeliest first (empty for `recorded` and `none`) */
  candidates: Candidate[];
  /** whether the first candidate is ticked for recording by default */
  preselected: boolean;
};

export const matchKindLabels: Record<MatchKind, string> = {
  recorded: '消込済み',
  number: 'お客様番号と金額が一致',
  name: '名義と金額が一致',
  several: '複数月分の合計と一致',
  'amount-differs': '金額が一致しません',
  ambiguous: '候補が複数あります',
  none: '該当する請求がありません',
};

/** The 振込依頼人名 without the bank's 「振込」 prefix, split into number and name. */
export function payerOf(description: string): { customerNumber: number | null; name: string } {
  return splitTransferName(withoutTransferPrefix(description));
}

function oldestFirst(a: OpenBill, b: OpenBill): number {
  return a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id);
}

const sumOf = (bills: readonly OpenBill[]) => bills.reduce((s, b) => s + b.balance, 0);

/** One customer's options: each bill alone (oldest first), then the oldest 2, 3, … together. */
export function candidatesOf(bills: readonly OpenBill[]): Candidate[] {
  const sorted = [...bills].sort(oldestFirst);
  const singles = sorted.map((b) => ({ bills: [b], balance: b.balance }));
  const runs = sorted.slice(1).map((_, i) => {
    const run = sorted.slice(0, i + 2);
    return { bills: run, balance: sumOf(run) };
  });
  return [...singles, ...runs];
}

function matchCustomer(
  deposit: StatementDeposit,
  bills: readonly OpenBill[],
  byNumber: boolean,
): Omit<DepositMatch, 'deposit'> {
  const candidates = candidatesOf(bills);
  const exact = candidates.filter((c) => c.bills.length === 1 && c.balance === deposit.amount);
  const run = candidates.find((c) => c.bills.length > 1 && c.balance === deposit.amount);
  const first = (c: Candidate) => [c, ...candidates.filter((o) => o !== c)];
  if (exact.length === 1 || (byNumber && exact.length > 1))
    return { kind: byNumber ? 'number' : 'name', candidates: first(exact[0]!), preselected: true };
  if (exact.length > 1)
    return {
      kind: 'ambiguous',
      candidates: [...exact, ...candidates.filter((c) => !exact.includes(c))],
      preselected: false,
    };
  if (run) return { kind: 'several', candidates: first(run), preselected: true };
  return { kind: 'amount-differs', candidates, preselected: false };
}

/**
 * Suggests, for each deposit in statement order, the open bill(s) it pays: by お客様番号 (the
 * 振込名義's leading number), else by name; a bill or run of the customer's oldest bills that
 * asks exactly the amount is ticked. Lines whose id is in `recorded` are 消込済み and offer
 * nothing. A bill ticked for one line is not offered to the next ones.
 */
export function matchDeposits(
  deposits: readonly StatementDeposit[],
  openBills: readonly OpenBill[],
  isRecorded: (deposit: StatementDeposit) => boolean = () => false,
): DepositMatch[] {
  const used = new Set<string>();
  const free = (bills: readonly OpenBill[]) => bills.filter((b) => !used.has(b.id));
  return deposits.map((deposit): DepositMatch => {
    if (isRecorded(deposit))
      return { deposit, kind: 'recorded', candidates: [], preselected: false };
    const payer = payerOf(deposit.description);
    const numbered =
      payer.customerNumber === null
        ? []
        : free(openBills.filter((b) => b.customerNumber === payer.customerNumber));
    const named =
      numbered.length > 0 || payer.name === ''
        ? []
        : free(
            openBills.filter((b) => b.kana !== '' && normalizeTransferName(b.kana) === payer.name),
          );
    const bills = numbered.length > 0 ? numbered : named;
    const customers = new Set(bills.map((b) => b.uid));
    let match: Omit<DepositMatch, 'deposit'>;
    if (customers.size === 0) match = { kind: 'none', candidates: [], preselected: false };
    else if (customers.size === 1) match = matchCustomer(deposit, bills, numbered.length > 0);
    else
      match = {
        kind: 'ambiguous',
        candidates: [...bills].sort(oldestFirst).map((b) => ({ bills: [b], balance: b.balance })),
        preselected: false,
      };
    if (match.preselected) for (const b of match.candidates[0]!.bills) used.add(b.id);
    return { deposit, ...match };
  });
}

/**
 * Open bills staff look for by hand: the text is matched against the お客様番号, the name, the
 * フリガナ (any width or kana) and the amount still due (「6950」「6,950」); each bill alone,
 * oldest first, at most `limit`.
 */
export function searchOpenBills(
  openBills: readonly OpenBill[],
  text: string,
  limit = 20,
): Candidate[] {
  const query = text.normalize('NFKC').trim();
  if (query === '') return [];
  const digits = query.replace(/[,¥円\s]/g, '');
  const folded = foldSearchText(query).replace(/\s+/g, '');
  const transfer = normalizeTransferName(query);
  return openBills
    .filter((b) => {
      if (/^\d+$/.test(digits))
        return String(b.customerNumber ?? '') === digits || String(b.balance) === digits;
      return (
        foldSearchText(b.customerName).replace(/\s+/g, '').includes(folded) ||
        (transfer !== '' && b.kana.includes(transfer))
      );
    })
    .sort(oldestFirst)
    .slice(0, limit)
    .map((b) => ({ bills: [b], balance: b.balance }));
}
