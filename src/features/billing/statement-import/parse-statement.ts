import Papa from 'papaparse';

/** One incoming transfer (入金) of a statement. */
export type StatementDeposit = {
  /** 1-based line of the file, for staff to find it */
  line: number;
  /** 取引日 `YYYY-MM-DD` */
  date: string;
  /** 振込依頼人名 / 摘要 as printed */
  description: string;
  /** 入金額 (yen) */
  amount: number;
  /** 差引残高 after the line, where the statement has the column (null otherwise) */
  balance: number | null;
  /**
   * 1 for the first line with this day, amount, payer and balance in the file, 2 for the next
   * identical one…: with the rest, the line's identity (statementLineId).
   */
  occurrence: number;
};

export type ParsedStatement = {
  deposits: StatementDeposit[];
  /** rows read below the header (empty rows not counted) */
  linesRead: number;
  /** 出金 rows (a withdrawal amount and no deposit), not for 消込 */
  withdrawals: number;
  /** other rows without a deposit amount (e.g. 繰越), skipped */
  skipped: number;
  /** lines that could not be read, with the reason in Japanese */
  problems: { line: number; message: string }[];
};

export class StatementFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFormatError';
  }
}

/** Column names banks use, most specific first (三菱UFJ puts 「振込１」 in 摘要, the name in 摘要内容). */
const dateNames = [/^(取引日|日付|年月日|取扱日|勘定日|お取引日|取引年月日)/];
const depositNames = [/(入金|預(か)?り|預入|預け入れ)/];
const withdrawalNames = /(出金|支払|引出|引き出し)/;
const descriptionNames = [
  /振込依頼人/,
  /依頼人名/,
  /摘要内容/,
  /(取引内容|取り?扱い?内容)/,
  /摘要/,
  /(内容|備考)/,
];

type Columns = {
  date: number;
  deposit: number;
  description: number;
  /** -1 when the statement has no such column */
  withdrawal: number;
  balance: number;
};
const balanceNames = [/(差引残高|残高)/];

function findColumns(row: string[]): Columns | null {
  const cells = row.map((c) => c.normalize('NFKC').trim());
  const find = (names: RegExp[], except?: RegExp) => {
    for (const re of names) {
      const i = cells.findIndex((c) => re.test(c) && (except === undefined || !except.test(c)));
      if (i >= 0) return i;
    }
    return -1;
  };
  const date = find(dateNames);
  const deposit = find(depositNames, withdrawalNames);
  const description = find(descriptionNames);
  if (date < 0 || deposit < 0 || description < 0) return null;
  const withdrawal = cells.findIndex((c) => withdrawalNames.test(c) && !/残高/.test(c));
  return { date, deposit, description, withdrawal, balance: find(balanceNames) };
}

const eras: Record<string, number> = { R: 2018, 令和: 2018, H: 1988, 平成: 1988 };

/** 2026/12/20, 2026-12-20, 2026年12月20日, 20261220, R8.12.20, 令和8年12月20日 → 2026-12-20. */
export function parseStatementDate(value: string): string | null {
  const v = value.normalize('NFKC').trim();
  let y: number;
  let m: number;
  let d: number;
  const western = /^(\d{4})[/.\-年](\d{1,2})[/.\-月](\d{1,2})日?$/.exec(v);
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  const era = /^(R|H|令和|平成)\s*(\d{1,2}|元)[/.\-年](\d{1,2})[/.\-月](\d{1,2})日?$/.exec(v);
  const parts = western ?? compact;
  if (parts) {
    [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  } else if (era) {
    y = (eras[era[1] ?? ''] ?? 0) + (era[2] === '元' ? 1 : Number(era[2]));
    [m, d] = [Number(era[3]), Number(era[4])];
  } else {
    return null;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/** ¥12,345 / １２，３４５円 / 12345 → 12345; empty → null. */
export function parseStatementAmount(value: string): number | null {
  const v = value.normalize('NFKC').replace(/[¥,円\s]/g, '');
  if (v === '' || v === '-' || v === '0') return null;
  return /^\d{1,9}$/.test(v) ? Number(v) : NaN;
}

/** 差引残高 (may be 0 or negative for an overdraft); null when empty or unreadable. */
export function parseStatementBalance(value: string): number | null {
  const v = value
    .normalize('NFKC')
    .replace(/[¥,円\s]/g, '')
    .replace(/^▲|^△/, '-');
  return /^-?\d{1,12}$/.test(v) ? Number(v) : null;
}

/**
 * The deposits of a 入出金明細 CSV. The header row is found by its names (banks put an account
 * summary above it): a date column (取引日・日付…), a deposit column (入金額・お預り金額…) and a
 * description column (摘要・振込依頼人名…); 出金 rows are skipped.
 */
export function parseStatement(text: string): ParsedStatement {
  // Empty lines are kept so that `line` is the line staff see in the file.
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  const headerIndex = data.findIndex((row) => findColumns(row) !== null);
  const header = data[headerIndex];
  const columns = header === undefined ? null : findColumns(header);
  if (columns === null)
    throw new StatementFormatError(
      '明細の見出し行（取引日・入金額・摘要の列）が見つかりません。銀行の入出金明細CSVを選んでください。',
    );
  const result: ParsedStatement = {
    deposits: [],
    linesRead: 0,
    withdrawals: 0,
    skipped: 0,
    problems: [],
  };
  const seen = new Map<string, number>();
  data.slice(headerIndex + 1).forEach((row, i) => {
    const line = headerIndex + i + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    result.linesRead += 1;
    const amount = parseStatementAmount(row[columns.deposit] ?? '');
    if (amount === null) {
      const out =
        columns.withdrawal >= 0 ? parseStatementAmount(row[columns.withdrawal] ?? '') : null;
      if (out !== null && !Number.isNaN(out)) result.withdrawals += 1;
      else result.skipped += 1;
      return;
    }
    const date = parseStatementDate(row[columns.date] ?? '');
    if (Number.isNaN(amount) || date === null) {
      result.problems.push({
        line,
        message: date === null ? '取引日を読み取れません' : '入金額を読み取れません',
      });
      return;
    }
    const description = (row[columns.description] ?? '').trim();
    const balanceText = columns.balance >= 0 ? (row[columns.balance] ?? '') : '';
    const parsedBalance = parseStatementBalance(balanceText);
    const identity = [
      date,
      amount,
      description.normalize('NFKC').replace(/\s+/g, ''),
      parsedBalance,
    ].join('|');
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    result.deposits.push({ line, date, description, amount, balance: parsedBalance, occurrence });
  });
  return result;
}
