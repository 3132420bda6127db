/** A bill's debit item as the customer's screens and mails read it (brands/{b}/debitItems/{billId}). */
export type DebitItemForNotice = {
  debitDate: string;
  bankCode: string;
  bankKana: string;
  branchCode: string;
  branchKana: string;
  accountType: 'ordinary' | 'checking';
  accountNumber: string;
  /** the 振替結果, once recorded */
  result: { code: string } | null;
};

/** The customer's registered account's names, when read (kanji, as the bank list writes them). */
export type DebitAccountNames = {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountNumber: string;
} | null;

/** The names of a stored account (brands/{b}/debitAccounts/{uid}), or null when there is none. */
export function debitAccountNamesOf(data: Record<string, unknown> | undefined): DebitAccountNames {
  if (!data) return null;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    bankCode: text('bankCode'),
    bankName: text('bankName'),
    branchCode: text('branchCode'),
    branchName: text('branchName'),
    accountNumber: text('accountNumber'),
  };
}

/** A debit the bank is asked to make and whose result is not back: when and from which account. */
export type PendingDebit = { debitDate: string; account: string };

const accountTypeLabels = { ordinary: '普通', checking: '当座' } as const;

/**
 * The debit waiting for its result, if the bill is in a sent 依頼データ (issue 37, item 4): from
 * then until the result, the customer is told the day and the account — 「みずほ銀行 渋谷支店 普通
 * ****567」, the number masked — instead of being asked for a 振込. The names are the registered
 * account's when it is the account the request names, else the request's 全銀 kana shown
 * full-width (NFKC, as zenginToFullWidth).
 */
export function pendingDebitOf(
  item: DebitItemForNotice | null | undefined,
  account: DebitAccountNames,
): PendingDebit | null {
  if (!item || item.result !== null) return null;
  const same =
    account !== null &&
    account.bankCode === item.bankCode &&
    account.branchCode === item.branchCode &&
    account.accountNumber === item.accountNumber;
  const bank = same ? account.bankName : item.bankKana.normalize('NFKC');
  const branch = same ? account.branchName : item.branchKana.normalize('NFKC');
  return {
    debitDate: item.debitDate,
    account: `${bank} ${branch} ${accountTypeLabels[item.accountType]} ****${item.accountNumber.slice(-3)}`,
  };
}

/** `2026-12-28` → 「12月28日（月）」 (the weekday of that calendar day, no time zone). */
export function monthDayJa(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = '日月火水木金土'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${m}月${d}日（${weekday}）`;
}

/** 「12月28日（月）にご指定の口座（みずほ銀行 渋谷支店 普通 ****567）から引き落とします。…」 */
export function pendingDebitText(debit: PendingDebit): string {
  return `${monthDayJa(debit.debitDate)}にご指定の口座（${debit.account}）から引き落とします。お振込みは不要です。`;
}
