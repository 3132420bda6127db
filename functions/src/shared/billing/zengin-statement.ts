import { encodeJisX0201, isZenginText, ZenginFormatError } from './zengin.js';
import { zenginRecords } from './zengin-records.js';

/**
 * The two 全銀協 formats in which corporate EB services deliver what came into an account:
 * **振込入金通知** (種別コード 01: the transfers received) and **入出金取引明細** (03: every deposit
 * and withdrawal, with the balance before and after). docs/billing.md「全銀協の振込入金通知・入出金
 * 取引明細」 has the layouts and where they are published.
 *
 * Records are **200 bytes** of JIS X 0201 (ASCII and half-width ｶﾅ, one byte each in Shift_JIS),
 * one after the other or each followed by CRLF: for each account a header (データ区分 1), its data
 * records (2) and a trailer (8); an end record (9) closes the file. N fields are right-justified
 * with zeros, C fields left-justified with spaces; dates are 和暦 YYMMDD (令和 8 = 2026).
 */
export const zenginStatementRecordLength = 200;

export type ZenginStatementKind = '01' | '03';

export const zenginStatementLabels: Record<ZenginStatementKind, string> = {
  '01': '全銀協 振込入金通知（種別コード01）',
  '03': '全銀協 入出金取引明細（種別コード03）',
};

export type ZenginStatementAccount = {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  /** 預金種目: 1 普通, 2 当座, 4 貯蓄… */
  accountType: string;
  accountNumber: string;
  accountName: string;
};

export type ZenginStatementLine = {
  /** the record's position in the file (1 is the first header), for staff to find it */
  record: number;
  /** 照会番号: the bank's number for the line ('' when the bank leaves it blank) */
  inquiryNumber: string;
  /** 勘定日 `YYYY-MM-DD` */
  date: string;
  direction: 'in' | 'out';
  /** 取引区分 of 03 (10 現金, 11 振込, 12 他店券入金, 13 交換, 14 振替, 18 その他, 19 訂正); '' in 01 */
  kind: string;
  amount: number;
  /** 振込依頼人名 (or, for a withdrawal, the 契約者番号 or 収納企業名), trimmed */
  payer: string;
  /** 仕向銀行名・仕向店名 */
  fromBank: string;
  fromBranch: string;
  /** 摘要内容 of 03; '' in 01 */
  summary: string;
  /** 01: 取消区分 1 (the notice of an earlier transfer withdrawn); 03: 取引区分 19 訂正 */
  correction: boolean;
  /** 03: the balance after the line (取引前残高 plus the lines so far); null in 01 */
  balance: number | null;
};

export type ZenginStatementGroup = {
  account: ZenginStatementAccount;
  createdOn: string;
  from: string;
  to: string;
  /** 03: 取引前残高 and 取引後残高 (negative for an overdraft); null in 01 or when blank */
  openingBalance: number | null;
  closingBalance: number | null;
  lines: ZenginStatementLine[];
};

export type ZenginStatement = { kind: ZenginStatementKind; groups: ZenginStatementGroup[] };

// ---------------------------------------------------------------- dates

/** 和暦 YYMMDD → `YYYY-MM-DD`: 令和 for years 01–30 (2019–2048), 平成 above; null if not a day. */
export function warekiDate(yymmdd: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!match) return null;
  const yy = Number(match[1]);
  const year = (yy <= 30 ? 2018 : 1988) + yy;
  const [m, d] = [Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → 和暦 YYMMDD (令和 from 2019-05-01, 平成 before). */
export function toWarekiDate(date: string): string {
  const [y, m, d] = date.split('-');
  const year = Number(y);
  const era = date >= '2019-05-01' ? year - 2018 : year - 1988;
  return `${String(era).padStart(2, '0')}${m!}${d!}`;
}

// ---------------------------------------------------------------- reading

const cut = (text: string, from: number, width: number) => text.slice(from, from + width);

/** Whether the bytes look like a 全銀 01/03 file: a header record `1` `01`|`03` of JIS X 0201. */
export function isZenginStatement(bytes: Uint8Array): boolean {
  const head = [...bytes.subarray(0, 3)].map((b) => String.fromCharCode(b)).join('');
  return head === '101' || head === '103';
}

/**
 * Reads a 振込入金通知 (01) or 入出金取引明細 (03) file and checks it whole: each account's
 * trailer against its data records (count and sum of 入金 and 出金, 取消 or 訂正 included as the
 * layout counts them), for 03 the 取引後残高 against 取引前残高 plus the lines, every 勘定日 within
 * the header's 勘定日（自）〜（至）, and the end record. Anything that does not add up throws
 * ZenginFormatError naming the record: nothing of such a file is read.
 */
export function readZenginStatement(bytes: Uint8Array): ZenginStatement {
  const records = zenginRecords(bytes, zenginStatementRecordLength);
  const first = records[0]!;
  const kind = cut(first, 1, 2);
  if (first[0] !== '1' || (kind !== '01' && kind !== '03'))
    throw new ZenginFormatError(
      '振込入金通知（種別コード01）・入出金取引明細（03）のファイルではありません。',
    );
  const fail = (index: number, message: string): never => {
    throw new ZenginFormatError(`${index + 1}件目のレコード: ${message}`);
  };
  const groups: (ZenginStatementGroup & { trailerSeen: boolean })[] = [];
  let group: (ZenginStatementGroup & { trailerSeen: boolean }) | null = null;
  let ended = false;
  records.forEach((record, index) => {
    if (ended) fail(index, 'エンドレコード（データ区分9）の後にレコードがあります。');
    const number = (from: number, width: number, what: string, blank = false): string => {
      const value = cut(record, from, width);
      if (blank && value.trim() === '') return '';
      if (!/^\d+$/.test(value)) fail(index, `${what}が数字ではありません（「${value.trim()}」）。`);
      return value;
    };
    const date = (from: number, what: string): string =>
      warekiDate(number(from, 6, what)) ??
      fail(index, `${what}が日付ではありません（「${cut(record, from, 6)}」）。`);
    switch (record[0]) {
      case '1': {
        if (group !== null && !group.trailerSeen)
          fail(index, '前の口座のトレーラーレコード（データ区分8）がありません。');
        if (cut(record, 1, 2) !== kind)
          fail(index, `種別コードが1件目（${kind}）と違います（${cut(record, 1, 2)}）。`);
        if (record[3] !== '0')
          fail(index, 'コード区分がJIS（0）ではありません。JISコードのファイルを選んでください。');
        const is03 = kind === '03';
        const account: ZenginStatementAccount = is03
          ? {
              bankCode: number(22, 4, '銀行コード'),
              bankName: cut(record, 26, 15).trimEnd(),
              branchCode: number(41, 3, '支店コード'),
              branchName: cut(record, 44, 15).trimEnd(),
              accountType: number(62, 1, '預金種目'),
              accountNumber: number(63, 10, '口座番号'),
              accountName: cut(record, 73, 40).trimEnd(),
            }
          : {
              bankCode: number(22, 4, '銀行コード'),
              bankName: cut(record, 26, 15).trimEnd(),
              branchCode: number(41, 3, '支店コード'),
              branchName: cut(record, 44, 15).trimEnd(),
              accountType: number(59, 1, '預金種目'),
              accountNumber: number(60, 7, '口座番号'),
              accountName: cut(record, 67, 40).trimEnd(),
            };
        let openingBalance: number | null = null;
        if (is03) {
          const amount = number(115, 14, '取引前残高', true);
          const sign = record[113];
          if (amount !== '') openingBalance = Number(amount) * (sign === '2' ? -1 : 1);
        }
        group = {
          account,
          createdOn: date(4, '作成日'),
          from: date(10, '勘定日（自）'),
          to: date(16, '勘定日（至）'),
          openingBalance,
          closingBalance: null,
          lines: [],
          trailerSeen: false,
        };
        groups.push(group);
        return;
      }
      case '2': {
        if (group === null || group.trailerSeen)
          return fail(index, 'ヘッダーレコード（データ区分1）の前にデータがあります。');
        const current: ZenginStatementGroup & { trailerSeen: boolean } = group;
        let line: ZenginStatementLine;
        if (kind === '01') {
          const amount1 = number(19, 10, '金額');
          // Format B puts 金額(2) and うち他店券金額(2), 12 digits each, after 取消区分 (where
          // format A has EDI情報 and spaces, never 24 digits) and 0 in 金額(1).
          const amount2 = /^\d{24}$/.test(cut(record, 128, 24)) ? cut(record, 128, 12) : null;
          const amount =
            Number(amount1) > 0 || amount2 === null ? Number(amount1) : Number(amount2);
          line = {
            record: index + 1,
            inquiryNumber: number(1, 6, '照会番号', true),
            date: date(7, '勘定日'),
            direction: 'in',
            kind: '',
            amount,
            payer: cut(record, 49, 48).trimEnd(),
            fromBank: cut(record, 97, 15).trimEnd(),
            fromBranch: cut(record, 112, 15).trimEnd(),
            summary: '',
            correction: record[127] === '1',
            balance: null,
          };
        } else {
          const direction = record[21];
          if (direction !== '1' && direction !== '2')
            fail(index, `入払区分が1（入金）・2（出金）ではありません（「${direction ?? ''}」）。`);
          const amount = Number(number(24, 12, '取引金額'));
          const before = current.lines.at(-1)?.balance ?? current.openingBalance;
          line = {
            record: index + 1,
            inquiryNumber: number(1, 8, '照会番号', true),
            date: date(9, '勘定日'),
            direction: direction === '1' ? 'in' : 'out',
            kind: number(22, 2, '取引区分', true),
            amount,
            payer: cut(record, 81, 48).trimEnd(),
            fromBank: cut(record, 129, 15).trimEnd(),
            fromBranch: cut(record, 144, 15).trimEnd(),
            summary: cut(record, 159, 20).trimEnd(),
            correction: cut(record, 22, 2) === '19',
            balance: before === null ? null : before + (direction === '1' ? amount : -amount),
          };
        }
        if (line.date < current.from || line.date > current.to)
          fail(
            index,
            `勘定日（${line.date}）がヘッダーの期間（${current.from}〜${current.to}）の外です。`,
          );
        current.lines.push(line);
        return;
      }
      case '8': {
        if (group === null || group.trailerSeen)
          return fail(index, 'ヘッダーレコードのないトレーラーレコードです。');
        const current: ZenginStatementGroup & { trailerSeen: boolean } = group;
        current.trailerSeen = true;
        const sum = (lines: ZenginStatementLine[]) => lines.reduce((s, l) => s + l.amount, 0);
        const disagree = (what: string, file: string, data: string) =>
          fail(index, `トレーラーの${what}（${file}）がデータレコード（${data}）と合いません。`);
        if (kind === '01') {
          const normal = current.lines.filter((l) => !l.correction);
          const cancelled = current.lines.filter((l) => l.correction);
          const [count, amount] = [
            Number(number(1, 6, '振込件数')),
            Number(number(7, 12, '振込金額')),
          ];
          if (count !== normal.length || amount !== sum(normal))
            disagree('振込合計', `${count}件 ${amount}円`, `${normal.length}件 ${sum(normal)}円`);
          const cancelCount = Number(number(19, 6, '取消件数', true) || '0');
          const cancelAmount = Number(number(25, 12, '取消金額', true) || '0');
          if (cancelCount !== cancelled.length || cancelAmount !== sum(cancelled))
            disagree(
              '取消合計',
              `${cancelCount}件 ${cancelAmount}円`,
              `${cancelled.length}件 ${sum(cancelled)}円`,
            );
        } else {
          const ins = current.lines.filter((l) => l.direction === 'in');
          const outs = current.lines.filter((l) => l.direction === 'out');
          const inCount = Number(number(1, 6, '入金件数'));
          const inAmount = Number(number(7, 13, '入金額合計'));
          const outCount = Number(number(20, 6, '出金件数'));
          const outAmount = Number(number(26, 13, '出金額合計'));
          if (inCount !== ins.length || inAmount !== sum(ins))
            disagree('入金', `${inCount}件 ${inAmount}円`, `${ins.length}件 ${sum(ins)}円`);
          if (outCount !== outs.length || outAmount !== sum(outs))
            disagree('出金', `${outCount}件 ${outAmount}円`, `${outs.length}件 ${sum(outs)}円`);
          const dataCount = Number(number(54, 7, 'データ・レコード件数'));
          if (dataCount !== current.lines.length)
            disagree('データ・レコード件数', `${dataCount}件`, `${current.lines.length}件`);
          const closing = number(40, 14, '取引後残高', true);
          if (closing !== '') {
            current.closingBalance = Number(closing) * (record[39] === '2' ? -1 : 1);
            const expected = current.lines.at(-1)?.balance ?? current.openingBalance;
            if (expected !== null && expected !== current.closingBalance)
              fail(
                index,
                `取引後残高（${current.closingBalance}円）が取引前残高と入出金から計算した額（${expected}円）と合いません。`,
              );
          }
        }
        return;
      }
      case '9':
        if (group === null || !group.trailerSeen)
          fail(index, 'トレーラーレコード（データ区分8）がないままファイルが終わっています。');
        ended = true;
        return;
      default:
        fail(index, `データ区分「${record[0] ?? ''}」は読めません。`);
    }
  });
  if (!ended) throw new ZenginFormatError('エンドレコード（データ区分9）がありません。');
  return {
    kind,
    groups: groups.map(({ trailerSeen: _, ...rest }) => rest),
  };
}

// ---------------------------------------------------------------- writing (tests, demos)

export type ZenginStatementLineInput = {
  inquiryNumber: number;
  date: string;
  direction: 'in' | 'out';
  /** 取引区分 (03): 11 振込 by default */
  kind?: string;
  amount: number;
  /** 振込依頼人名 in 全銀 characters */
  payer: string;
  fromBank?: string;
  fromBranch?: string;
  summary?: string;
};

export type ZenginStatementInput = {
  kind: ZenginStatementKind;
  createdOn: string;
  from: string;
  to: string;
  account: Omit<ZenginStatementAccount, 'accountType'> & { accountType: '1' | '2' | '4' };
  /** 03 only */
  openingBalance?: number;
  lines: readonly ZenginStatementLineInput[];
};

const n = (value: number | string, width: number) => String(value).padStart(width, '0');
const c = (value: string, width: number) => {
  if (!isZenginText(value))
    throw new ZenginFormatError(`全銀ファイルに書けない文字です（${value}）`);
  return value.slice(0, width).padEnd(width, ' ');
};

/**
 * A 振込入金通知 or 入出金取引明細 as a bank writes it (one account, format A of 01), CRLF after
 * every record: the tests' fixtures and the end-to-end test's files come from it, and the reader
 * reads them back.
 */
export function writeZenginStatement(input: ZenginStatementInput): Uint8Array {
  const { account } = input;
  const w = toWarekiDate;
  const records: string[] = [];
  const is03 = input.kind === '03';
  const opening = input.openingBalance ?? 0;
  const balanceSign = (amount: number) => (amount < 0 ? '2' : '1');
  records.push(
    is03
      ? [
          '1',
          '03',
          '0',
          w(input.createdOn),
          w(input.from),
          w(input.to),
          n(account.bankCode, 4),
          c(account.bankName, 15),
          n(account.branchCode, 3),
          c(account.branchName, 15),
          '000',
          account.accountType,
          n(account.accountNumber, 10),
          c(account.accountName, 40),
          balanceSign(opening),
          '1',
          n(Math.abs(opening), 14),
          ' '.repeat(71),
        ].join('')
      : [
          '1',
          '01',
          '0',
          w(input.createdOn),
          w(input.from),
          w(input.to),
          n(account.bankCode, 4),
          c(account.bankName, 15),
          n(account.branchCode, 3),
          c(account.branchName, 15),
          account.accountType,
          n(account.accountNumber, 7),
          c(account.accountName, 40),
          ' '.repeat(93),
        ].join(''),
  );
  for (const line of input.lines) {
    records.push(
      is03
        ? [
            '2',
            n(line.inquiryNumber, 8),
            w(line.date),
            w(line.date),
            line.direction === 'in' ? '1' : '2',
            line.kind ?? '11',
            n(line.amount, 12),
            n(0, 12),
            '000000',
            '000000',
            ' ',
            '0000000',
            '000',
            n(0, 10),
            c(line.payer, 48),
            c(line.fromBank ?? '', 15),
            c(line.fromBranch ?? '', 15),
            c(line.summary ?? '', 20),
            ' '.repeat(20),
            ' ',
          ].join('')
        : [
            '2',
            n(line.inquiryNumber, 6),
            w(line.date),
            w(line.date),
            n(line.amount, 10),
            n(0, 10),
            n(0, 10),
            c(line.payer, 48),
            c(line.fromBank ?? '', 15),
            c(line.fromBranch ?? '', 15),
            ' ',
            ' '.repeat(20),
            ' '.repeat(52),
          ].join(''),
    );
  }
  const sum = (lines: readonly ZenginStatementLineInput[]) =>
    lines.reduce((s, l) => s + l.amount, 0);
  const ins = input.lines.filter((l) => l.direction === 'in');
  const outs = input.lines.filter((l) => l.direction === 'out');
  const closing = opening + sum(ins) - sum(outs);
  records.push(
    is03
      ? [
          '8',
          n(ins.length, 6),
          n(sum(ins), 13),
          n(outs.length, 6),
          n(sum(outs), 13),
          balanceSign(closing),
          n(Math.abs(closing), 14),
          n(input.lines.length, 7),
          ' '.repeat(139),
        ].join('')
      : ['8', n(ins.length, 6), n(sum(ins), 12), n(0, 6), n(0, 12), ' '.repeat(163)].join(''),
  );
  records.push('9' + ' '.repeat(199));
  const size = zenginStatementRecordLength + 2;
  const bytes = new Uint8Array(records.length * size);
  records.forEach((record, i) => {
    if (record.length !== zenginStatementRecordLength)
      throw new Error(`record of ${record.length} characters, expected 200`);
    bytes.set(encodeJisX0201(record), i * size);
    bytes.set([0x0d, 0x0a], i * size + zenginStatementRecordLength);
  });
  return bytes;
}
