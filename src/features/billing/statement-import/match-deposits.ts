import { normalizeTransferName, splitTransferName } from '@/lib/model/transfer-name';
import type { StatementDeposit } from './parse-statement';

/** An unpaid bill as the matcher sees it, with its customer's お客様番号 and フリガナ. */
export type OpenBill = {
  /** the bill's document id */
  id: string;
  uid: string;
  /** what is still to pay (yen) */
  amount: number;
  dueDate: string;
  /** 2026年12月分 カギノマ 神田 A-102 */
  label: string;
  customerName: string;
  customerNumber: number | null;
  kana: string;
};

/**
 * How sure a suggestion is: `number` — the 振込名義 starts with the customer's number and the
 * amount is the bill's; `name` — no number, but the name and amount agree with exactly one
 * bill; `amount-differs` — the customer is known but no open bill has this amount (staff
 * decide); `none` — nothing to suggest.
 */
export type MatchKind = 'number' | 'name' | 'amount-differs' | 'none';

export type DepositMatch = {
  deposit: StatementDeposit;
  kind: MatchKind;
  /** the suggested bill (null for `none`) */
  bill: OpenBill | null;
  /** whether the suggestion is ticked for confirmation by default */
  preselected: boolean;
};

export const matchKindLabels: Record<MatchKind, string> = {
  number: 'お客様番号と金額が一致',
  name: '名義と金額が一致',
  'amount-differs': '金額が一致しません',
  none: '該当する請求がありません',
};

const transferPrefix = /^(振込|振込入金|テレ振込|フリコミ|ﾌﾘｺﾐ|テレフリコミ)\s*/;

/** The 振込依頼人名 without the bank's 「振込」 prefix, split into number and name. */
export function payerOf(description: string): { customerNumber: number | null; name: string } {
  const withoutPrefix = description.normalize('NFKC').trim().replace(transferPrefix, '');
  return splitTransferName(withoutPrefix);
}

function oldestFirst(a: OpenBill, b: OpenBill): number {
  return a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id);
}

/**
 * Suggests, for each deposit in statement order, the open bill it pays: by お客様番号 (the
 * 振込名義's leading number) and amount first, then by name and amount when the payer left the
 * number out. A bill is suggested once; among equal candidates the oldest due is paid first.
 */
export function matchDeposits(
  deposits: readonly StatementDeposit[],
  openBills: readonly OpenBill[],
): DepositMatch[] {
  const used = new Set<string>();
  const free = (bills: readonly OpenBill[]) =>
    bills.filter((b) => !used.has(b.id)).sort(oldestFirst);
  return deposits.map((deposit) => {
    const payer = payerOf(deposit.description);
    const take = (kind: MatchKind, bill: OpenBill | undefined, preselected: boolean) => {
      if (bill === undefined) return null;
      if (preselected) used.add(bill.id);
      return { deposit, kind, bill, preselected };
    };
    if (payer.customerNumber !== null) {
      const theirs = free(openBills.filter((b) => b.customerNumber === payer.customerNumber));
      const exact =
        take(
          'number',
          theirs.find((b) => b.amount === deposit.amount),
          true,
        ) ?? take('amount-differs', theirs[0], false);
      if (exact !== null) return exact;
    }
    const byName = free(
      openBills.filter(
        (b) => normalizeTransferName(b.kana) === payer.name && b.amount === deposit.amount,
      ),
    );
    const named = byName.length === 1 ? take('name', byName[0], true) : null;
    return named ?? { deposit, kind: 'none', bill: null, preselected: false };
  });
}
