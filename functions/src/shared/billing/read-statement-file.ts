import { csvRows } from './csv-rows.js';
import {
  columnKey,
  columnsRead,
  statementLayouts,
  type StatementColumns,
} from './statement-layouts.js';
import {
  parseSignedStatementAmount,
  parseStatementAmount,
  parseStatementBalance,
  parseStatementDate,
  parseStatementDateParts,
} from './statement-values.js';
import { ZenginFormatError } from './zengin.js';
import {
  isZenginStatement,
  readZenginStatement,
  zenginStatementLabels,
} from './zengin-statement.js';

/** One incoming transfer (入金) of a statement. */
export type StatementDeposit = {
  /** the line of the file (a CSV's line, a 全銀 file's record), for staff to find it */
  line: number;
  /** 取引日 `YYYY-MM-DD` */
  date: string;
  /** 振込依頼人名 / 摘要 as printed */
  description: string;
  /** 入金額 (yen) */
  amount: number;
  /** the balance after the line, where the file has one (null otherwise) */
  balance: number | null;
  /**
   * 1 for the first line with this day, amount, payer and balance in the file, 2 for the next
   * identical one…: with the rest, the line's identity (statementLineId).
   */
  occurrence: number;
};

/** What a statement file held, read with a known layout, a brand's saved one or the 全銀 format. */
export type StatementFile = {
  /** the layout it was read with: a bank's (statement-layouts), a saved format's, 全銀 01/03 */
  format: { id: string; label: string; confirmed: boolean };
  encoding: 'utf-8' | 'shift_jis';
  deposits: StatementDeposit[];
  /** rows read below the header (empty rows not counted); a 全銀 file's data records */
  linesRead: number;
  /** 出金 rows, not for 消込 */
  withdrawals: number;
  /** other rows without a deposit (繰越, a 取消 or 訂正 listed in problems…), skipped */
  skipped: number;
  /** lines that could not be read, or that staff should look at, in Japanese */
  problems: { line: number; message: string }[];
};

/** A layout staff mapped for their brand (statementFormats): the header it is for, its columns. */
export type SavedStatementFormat = {
  id: string;
  name: string;
  header: readonly string[];
  columns: StatementColumns;
};

/** What a header's names suggest each column is; null where no name says. */
export type StatementColumnGuess = {
  [K in 'date' | 'deposit' | 'withdrawal' | 'payer' | 'balance']: string | null;
};

/** A CSV whose header is none of the known layouts: what the mapping step shows. */
export type UnknownStatementLayout = {
  encoding: 'utf-8' | 'shift_jis';
  /** the first rows of the file, each with its line */
  rows: { line: number; cells: string[] }[];
  /** the line of the row that looks like the header (names above dated rows), if any */
  headerLine: number | null;
  /** the columns its names suggest (null where none does), for staff to confirm or correct */
  suggestion: StatementColumnGuess | null;
};

export type StatementFileReading =
  | { kind: 'read'; statement: StatementFile }
  | { kind: 'unknown-layout'; unknown: UnknownStatementLayout };

/** Why a file cannot be read at all, in words staff can act on. */
export class StatementFormatError extends Error {
  override readonly name = 'StatementFormatError';
}

/** How many rows from the top a header may be found in (みずほ puts 12 lines above it). */
const headerSearchRows = 60;

/**
 * A bank file's text. Japanese banks export Shift_JIS (CP932); newer ones UTF-8, sometimes with a
 * BOM. UTF-8 is tried strictly first (a Shift_JIS file with kana is never valid UTF-8), then
 * Shift_JIS, which TextDecoder reads as Windows-31J (the browser's and Node's alike).
 */
export function decodeStatementText(bytes: Uint8Array): {
  text: string;
  encoding: 'utf-8' | 'shift_jis';
} {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  }
}

/**
 * The ONE reader of a bank statement file (入金消込 on the server, the mapping step's preview):
 * a 全銀協 振込入金通知 (01) or 入出金取引明細 (03), or a 入出金明細 CSV in a bank's layout
 * (statementLayouts) or one the brand mapped (`formats`). A CSV in neither is returned as
 * `unknown-layout` with its first rows for the mapping step; a file that cannot be read, or a
 * 全銀 file that does not add up, throws StatementFormatError and nothing of it is read.
 */
export function readStatementFile(
  bytes: Uint8Array,
  options: { formats?: readonly SavedStatementFormat[] } = {},
): StatementFileReading {
  if (bytes.length === 0) throw new StatementFormatError('ファイルが空です。');
  if (isZenginStatement(bytes)) return { kind: 'read', statement: readZengin(bytes) };
  const { text, encoding } = decodeStatementText(bytes);
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const top = rows.slice(0, headerSearchRows);
  const keys = top.map((row) => row.cells.map(columnKey));
  const hasAll = (cells: string[], names: string[]) =>
    names.every((name) => cells.includes(columnKey(name)));
  for (const saved of options.formats ?? []) {
    const header = saved.header.map(columnKey).join('\u0000');
    const index = keys.findIndex(
      (cells) => cells.filter((c) => c !== '').join('\u0000') === header,
    );
    if (index >= 0)
      return {
        kind: 'read',
        statement: readCsv(rows, index, saved.columns, encoding, {
          id: `saved:${saved.id}`,
          label: saved.name,
          confirmed: true,
        }),
      };
  }
  for (const layout of statementLayouts) {
    const index = keys.findIndex((cells) => hasAll(cells, columnsRead(layout.columns)));
    if (index >= 0)
      return {
        kind: 'read',
        statement: readCsv(rows, index, layout.columns, encoding, {
          id: layout.id,
          label: layout.label,
          confirmed: layout.confirmed,
        }),
      };
  }
  if (rows.every((row) => row.cells.every((cell) => cell.trim() === '')))
    throw new StatementFormatError('ファイルが空です。');
  return { kind: 'unknown-layout', unknown: unknownLayout(rows, encoding) };
}

/**
 * Reads a CSV whose header is `rows[headerIndex]` with `columns` (a bank's layout or a mapping).
 * Throws StatementFormatError when the header lacks a column the mapping names.
 */
function readCsv(
  rows: readonly { cells: string[]; line: number }[],
  headerIndex: number,
  columns: StatementColumns,
  encoding: 'utf-8' | 'shift_jis',
  format: StatementFile['format'],
): StatementFile {
  const header = rows[headerIndex]!.cells.map(columnKey);
  const at = (name: string) => {
    const i = header.indexOf(columnKey(name));
    if (i < 0) throw new StatementFormatError(`見出しに「${name}」の列がありません。`);
    return i;
  };
  const date = typeof columns.date === 'string' ? [at(columns.date)] : columns.date.map(at);
  const deposit = at(columns.deposit);
  const withdrawal = columns.withdrawal === null ? -1 : at(columns.withdrawal);
  const payer = at(columns.payer);
  const balance = columns.balance === null ? -1 : at(columns.balance);
  const result = emptyStatement(format, encoding);
  const addDeposit = depositAdder(result);
  const chain: ChainRow[] = [];
  for (const { cells, line } of rows.slice(headerIndex + 1)) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    result.linesRead += 1;
    const cell = (i: number) => (i < 0 ? '' : (cells[i] ?? ''));
    const rowBalance = balance < 0 ? null : parseStatementBalance(cell(balance));
    let amountIn: number | null;
    let amountOut: number | null;
    if (columns.signed) {
      const signed = parseSignedStatementAmount(cell(deposit));
      amountIn = signed !== null && signed > 0 ? signed : null;
      amountOut = signed !== null && signed < 0 ? -signed : null;
      if (Number.isNaN(signed)) amountIn = NaN;
    } else {
      amountIn = parseStatementAmount(cell(deposit));
      amountOut = withdrawal < 0 ? null : parseStatementAmount(cell(withdrawal));
    }
    chain.push({ line, amountIn, amountOut, balance: rowBalance });
    if (amountIn === null) {
      if (amountOut !== null && !Number.isNaN(amountOut)) result.withdrawals += 1;
      else result.skipped += 1;
      continue;
    }
    const day =
      date.length === 1
        ? parseStatementDate(cell(date[0]!))
        : parseStatementDateParts(cell(date[0]!), cell(date[1]!), cell(date[2]!));
    if (Number.isNaN(amountIn) || day === null) {
      result.problems.push({
        line,
        message: day === null ? '取引日を読み取れません' : '入金額を読み取れません',
      });
      continue;
    }
    addDeposit({
      line,
      date: day,
      description: cell(payer).trim(),
      amount: amountIn,
      balance: rowBalance,
    });
  }
  if (balance >= 0 && (columns.signed || withdrawal >= 0)) {
    const broken = brokenBalanceChain(chain);
    if (broken !== null)
      result.problems.push({
        line: broken,
        message:
          '残高が前の行の残高と入出金から計算した額と合いません（列の対応づけ、または明細の抜けを確かめてください）',
      });
  }
  return result;
}

function emptyStatement(
  format: StatementFile['format'],
  encoding: StatementFile['encoding'],
): StatementFile {
  return { format, encoding, deposits: [], linesRead: 0, withdrawals: 0, skipped: 0, problems: [] };
}

/**
 * Adds deposits to a statement, numbering identical ones (same day, amount, payer and balance)
 * 1, 2, … in file order: the `occurrence` of a line's identity.
 */
function depositAdder(statement: StatementFile) {
  const seen = new Map<string, number>();
  return (deposit: Omit<StatementDeposit, 'occurrence'>) => {
    const payer = deposit.description.normalize('NFKC').replace(/\s+/g, '');
    const key = [deposit.date, deposit.amount, payer, deposit.balance].join('|');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    statement.deposits.push({ ...deposit, occurrence });
  };
}

type ChainRow = {
  line: number;
  amountIn: number | null;
  amountOut: number | null;
  balance: number | null;
};

/**
 * Where a file's balances stop following its amounts, or null when they follow them from top to
 * bottom (oldest first) or from bottom to top (newest first, as some banks list). A misread
 * column (the mapping step's 残高 on the wrong one) or a line left out shows here.
 */
function brokenBalanceChain(rows: readonly ChainRow[]): number | null {
  const usable = rows.filter(
    (r) => r.balance !== null && !Number.isNaN(r.amountIn ?? 0) && !Number.isNaN(r.amountOut ?? 0),
  );
  const change = (r: ChainRow) => (r.amountIn ?? 0) - (r.amountOut ?? 0);
  const firstBreak = (list: readonly ChainRow[]) => {
    for (let i = 1; i < list.length; i += 1)
      if (list[i]!.balance !== list[i - 1]!.balance! + change(list[i]!)) return list[i]!.line;
    return null;
  };
  const forward = firstBreak(usable);
  if (forward === null) return null;
  return firstBreak([...usable].reverse()) === null ? null : forward;
}

/** A 全銀 01/03 file as a StatementFile: its deposits, withdrawals and corrections. */
function readZengin(bytes: Uint8Array): StatementFile {
  let file;
  try {
    file = readZenginStatement(bytes);
  } catch (error) {
    if (error instanceof ZenginFormatError) throw new StatementFormatError(error.message);
    throw error;
  }
  const result = emptyStatement(
    { id: `zengin-${file.kind}`, label: zenginStatementLabels[file.kind], confirmed: true },
    'shift_jis',
  );
  const addDeposit = depositAdder(result);
  for (const group of file.groups)
    for (const line of group.lines) {
      result.linesRead += 1;
      if (line.correction) {
        result.skipped += 1;
        result.problems.push({
          line: line.record,
          message:
            file.kind === '01'
              ? `取消の通知です（${line.amount}円 ${line.payer}）。前に通知された入金が記録済みなら、その入金を取り消してください`
              : `訂正の取引です（${line.amount}円）。訂正された入金が記録済みなら、その入金を取り消してください`,
        });
        continue;
      }
      if (line.direction === 'out') {
        result.withdrawals += 1;
        continue;
      }
      addDeposit({
        line: line.record,
        date: line.date,
        description: line.payer.trim() || line.summary,
        amount: line.amount,
        balance: line.balance,
      });
    }
  return result;
}

const guesses: { [K in 'date' | 'deposit' | 'withdrawal' | 'payer' | 'balance']: RegExp[] } = {
  date: [/^(取引日|日付|年月日|取扱日|勘定日|お取引日|取引年月日|お取扱日)/],
  deposit: [/(入金|預(か)?り|預入|預け入れ|受入)/],
  withdrawal: [/(出金|支払|引出|引き出し|払出)/],
  payer: [
    /振込依頼人/,
    /依頼人名/,
    /摘要内容/,
    /(取引内容|取り?扱い?内容)/,
    /摘要/,
    /(内容|詳細|備考)/,
  ],
  balance: [/(差引残高|残高|現在高)/],
};

/** The first rows of an unknown CSV, its likely header and what its names suggest. */
function unknownLayout(
  rows: readonly { cells: string[]; line: number }[],
  encoding: 'utf-8' | 'shift_jis',
): UnknownStatementLayout {
  const top = rows.slice(0, headerSearchRows);
  const dated = (cells: string[]) => cells.some((cell) => parseStatementDate(cell) !== null);
  const headerIndex = top.findIndex(
    (row, i) =>
      row.cells.filter((c) => c.trim() !== '').length >= 3 &&
      !dated(row.cells) &&
      top
        .slice(i + 1)
        .find((r) => r.cells.some((c) => c.trim() !== ''))
        ?.cells.some((c) => parseStatementDate(c) !== null) === true,
  );
  const header = headerIndex < 0 ? null : top[headerIndex]!.cells;
  let suggestion: StatementColumnGuess | null = null;
  if (header !== null) {
    const names = header.map((h) => h.normalize('NFKC').trim());
    const find = (res: RegExp[], except?: RegExp) => {
      for (const re of res) {
        const name = names.find((n) => re.test(n) && !(except?.test(n) ?? false));
        if (name !== undefined) return header[names.indexOf(name)]!;
      }
      return null;
    };
    suggestion = {
      date: find(guesses.date),
      deposit: find(guesses.deposit, /出金|払出|支払/),
      withdrawal: find(guesses.withdrawal, /残高/),
      payer: find(guesses.payer),
      balance: find(guesses.balance),
    };
  }
  return {
    encoding,
    rows: rows.slice(0, 30).map((row) => ({ line: row.line, cells: row.cells })),
    headerLine: headerIndex < 0 ? null : top[headerIndex]!.line,
    suggestion,
  };
}
