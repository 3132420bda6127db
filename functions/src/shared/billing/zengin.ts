/**
 * 全銀協 預金口座振替 (種別コード 91): the 依頼データ a brand sends its bank and the 振替結果データ
 * the bank sends back, as pure functions over bytes. docs/billing.md「口座振替」 has the layout and
 * where it is published.
 *
 * A file is a header (データ区分 1), one data record (2) per debit, a trailer (8) and an end
 * record (9), each exactly 120 bytes of JIS X 0201 — ASCII and half-width katakana — which in
 * Shift_JIS are single bytes (U+FF61–U+FF9F → 0xA1–0xDF). Numbers (N) are right-justified with
 * leading zeros, text (C) left-justified with trailing spaces. Records follow each other with no
 * separator or with CRLF, as the brand's bank asks.
 */

export const zenginRecordLength = 120;

/** 預金種目: 1 普通, 2 当座 (the two a brand or customer registers here). */
export type ZenginAccountType = 'ordinary' | 'checking';
const accountTypeDigit: Record<ZenginAccountType, string> = { ordinary: '1', checking: '2' };

/** 新規コード: 1 the account's first debit, 2 its details changed since the last, 0 otherwise. */
export type DebitNewCode = '0' | '1' | '2';

/** 振替結果コード the bank writes into each data record of the result (0 in a request). */
export const debitResultCodes = ['0', '1', '2', '3', '4', '8', '9'] as const;
export type DebitResultCode = (typeof debitResultCodes)[number];

/** What each result code means, as staff and the customer read it. */
export const debitResultLabels: Record<DebitResultCode, string> = {
  '0': '振替済み',
  '1': '資金不足',
  '2': '取引なし',
  '3': '預金者の都合による振替停止',
  '4': '預金口座振替依頼書なし',
  '8': '委託者の都合による振替停止',
  '9': 'その他',
};

export function isDebitResultCode(value: string): value is DebitResultCode {
  return (debitResultCodes as readonly string[]).includes(value);
}

/** The brand's side of the file (header record). */
export type DebitRequestHeader = {
  /** 委託者コード: the number the bank gave the brand, 1–10 digits */
  consignorCode: string;
  /** 委託者名 in 全銀 characters (toZenginKana), at most 40 */
  consignorName: string;
  /** 引落日 `YYYY-MM-DD` (the file carries MMDD) */
  debitDate: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
};

/** One debit (data record). */
export type DebitRequestRecord = {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
  /** 預金者名 in 全銀 characters; longer than 30 is cut, as banks take the first 30 */
  holder: string;
  /** 引落金額, yen 1 … 9,999,999,999 */
  amount: number;
  newCode: DebitNewCode;
  /** 顧客番号: digits, at most 20 — what identifies the bill when the result comes back */
  customerCode: string;
};

/** Why text or a value cannot go into a 全銀 file, in words staff or a customer can act on. */
export class ZenginFormatError extends Error {
  override readonly name = 'ZenginFormatError';
}

// ---------------------------------------------------------------- characters

const smallToLarge: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};

/** Full-width katakana (base letters) → the half-width letter of JIS X 0201. */
const halfWidthOf: Record<string, string> = (() => {
  const full =
    'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン';
  const half = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝ';
  const map: Record<string, string> = {};
  [...full].forEach((c, i) => {
    map[c] = half[i]!;
  });
  return map;
})();

/** What a 全銀 name field may hold: ｶﾅ with ﾞ ﾟ, A–Z, 0–9, space and ( ) . - / */
const zenginCharacters = /^[ｦｱ-ﾝﾞﾟA-Z0-9 ().\-/]*$/;

/** Marks that read as the 長音 or a dash; 全銀 has no ｰ in names: banks take `-` for it. */
const dashes = /[ー－‐‑–—―−ｰ]/g;

/**
 * A name as a 全銀 file accepts it: hiragana and katakana (full- or half-width) become
 * half-width ｶﾅ with ﾞ and ﾟ as their own characters (ガ → ｶﾞ), small kana large (ッ → ﾂ, as
 * banks register them), the 長音 and dashes `-` (the 全銀 set has no ｰ), ヴ ｳﾞ, ヰ ヱ イ エ,
 * letters upper case, full-width spaces and 中黒 a space, runs of spaces one. Anything else
 * (kanji, &, ＠…) throws ZenginFormatError naming the characters.
 */
export function toZenginKana(text: string): string {
  // NFKC: half-width ｶﾅ → full-width (ｶﾞ → ガ), full-width letters and digits → ASCII.
  const folded = text
    .normalize('NFKC')
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[・\u3000]/g, ' ')
    .replace(dashes, '-')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  let out = '';
  const bad = new Set<string>();
  for (const raw of folded) {
    const c = smallToLarge[raw] ?? (raw === 'ヰ' ? 'イ' : raw === 'ヱ' ? 'エ' : raw);
    if (c === 'ヴ') {
      out += 'ｳﾞ';
      continue;
    }
    const base = c.normalize('NFD');
    const letter = halfWidthOf[base[0] ?? ''];
    if (letter !== undefined) {
      const mark = base[1];
      out += letter + (mark === '\u3099' ? 'ﾞ' : mark === '\u309a' ? 'ﾟ' : '');
      continue;
    }
    if (zenginCharacters.test(c)) out += c;
    else bad.add(c);
  }
  if (bad.size > 0)
    throw new ZenginFormatError(
      `カタカナ・英数字で入力してください（使えない文字: ${[...bad].join(' ')}）。`,
    );
  return out;
}

/** Whether `text` is already in 全銀 characters (what toZenginKana gives). */
export function isZenginText(text: string): boolean {
  return zenginCharacters.test(text);
}

/** Half-width ｶﾅ shown full-width for people (ﾔﾏﾀﾞ ﾀﾛｳ → ヤマダ タロウ). */
export function zenginToFullWidth(text: string): string {
  return text.normalize('NFKC');
}

// ---------------------------------------------------------------- bytes

/** JIS X 0201 in Shift_JIS: ASCII as is, ｶﾅ U+FF61–U+FF9F → 0xA1–0xDF; one byte each. */
export function encodeJisX0201(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code <= 0x7e) bytes[i] = code;
    else if (code >= 0xff61 && code <= 0xff9f) bytes[i] = code - 0xff61 + 0xa1;
    else
      throw new ZenginFormatError(
        `全銀ファイルに書けない文字があります: ${text[i]!}（U+${code.toString(16).toUpperCase()}）`,
      );
  }
  return bytes;
}

/** The reverse of encodeJisX0201; a byte outside both ranges is null. */
function decodeByte(byte: number): string | null {
  if (byte >= 0x20 && byte <= 0x7e) return String.fromCharCode(byte);
  if (byte >= 0xa1 && byte <= 0xdf) return String.fromCharCode(byte - 0xa1 + 0xff61);
  return null;
}

function numberField(value: string | number, width: number, what: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width)
    throw new ZenginFormatError(`${what}は${width}桁以内の数字です（${text}）。`);
  return text.padStart(width, '0');
}

function textField(value: string, width: number, what: string): string {
  if (!isZenginText(value))
    throw new ZenginFormatError(`${what}に全銀ファイルで使えない文字があります（${value}）。`);
  return value.slice(0, width).padEnd(width, ' ');
}

function exactDigits(value: string, width: number, what: string): string {
  if (!new RegExp(`^\\d{${width}}$`).test(value))
    throw new ZenginFormatError(`${what}は${width}桁の数字です（${value}）。`);
  return value;
}

function monthDay(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new ZenginFormatError(`引落日が日付ではありません（${date}）。`);
  return `${match[1]!}${match[2]!}`;
}

function record(fields: string[]): string {
  const text = fields.join('');
  if (text.length !== zenginRecordLength)
    throw new Error(`record of ${text.length} characters, expected ${zenginRecordLength}`);
  return text;
}

export function headerRecord(h: DebitRequestHeader): string {
  return record([
    '1',
    '91',
    '0',
    numberField(h.consignorCode, 10, '委託者コード'),
    textField(h.consignorName, 40, '委託者名'),
    monthDay(h.debitDate),
    exactDigits(h.bankCode, 4, '取引銀行番号'),
    textField(h.bankName, 15, '取引銀行名'),
    exactDigits(h.branchCode, 3, '取引支店番号'),
    textField(h.branchName, 15, '取引支店名'),
    accountTypeDigit[h.accountType],
    exactDigits(h.accountNumber, 7, '口座番号'),
    ' '.repeat(17),
  ]);
}

export function dataRecord(r: DebitRequestRecord, resultCode: DebitResultCode = '0'): string {
  if (!Number.isInteger(r.amount) || r.amount < 1)
    throw new ZenginFormatError(`引落金額は1円以上の整数です（${r.amount}）。`);
  return record([
    '2',
    exactDigits(r.bankCode, 4, '引落銀行番号'),
    textField(r.bankName, 15, '引落銀行名'),
    exactDigits(r.branchCode, 3, '引落支店番号'),
    textField(r.branchName, 15, '引落支店名'),
    ' '.repeat(4),
    accountTypeDigit[r.accountType],
    exactDigits(r.accountNumber, 7, '口座番号'),
    textField(r.holder, 30, '預金者名'),
    numberField(r.amount, 10, '引落金額'),
    r.newCode,
    numberField(r.customerCode, 20, '顧客番号'),
    resultCode,
    ' '.repeat(8),
  ]);
}

export type DebitTotals = {
  count: number;
  amount: number;
  doneCount: number;
  doneAmount: number;
  failedCount: number;
  failedAmount: number;
};

export function trailerRecord(t: DebitTotals): string {
  return record([
    '8',
    numberField(t.count, 6, '合計件数'),
    numberField(t.amount, 12, '合計金額'),
    numberField(t.doneCount, 6, '振替済件数'),
    numberField(t.doneAmount, 12, '振替済金額'),
    numberField(t.failedCount, 6, '振替不能件数'),
    numberField(t.failedAmount, 12, '振替不能金額'),
    ' '.repeat(65),
  ]);
}

export function endRecord(): string {
  return record(['9', ' '.repeat(119)]);
}

/**
 * The 依頼データ: header, one data record per debit (振替結果コード 0), a trailer with the count
 * and the total (振替済・振替不能 0: nothing is debited yet) and the end record; CRLF after each
 * record when `crlf`. Throws ZenginFormatError for a value the format cannot carry.
 */
export function writeDebitRequest(
  header: DebitRequestHeader,
  records: readonly DebitRequestRecord[],
  options: { crlf: boolean },
): Uint8Array {
  const amount = records.reduce((sum, r) => sum + r.amount, 0);
  const lines = [
    headerRecord(header),
    ...records.map((r) => dataRecord(r)),
    trailerRecord({
      count: records.length,
      amount,
      doneCount: 0,
      doneAmount: 0,
      failedCount: 0,
      failedAmount: 0,
    }),
    endRecord(),
  ];
  return encodeRecords(lines, options.crlf);
}

/** Records as bytes, each followed by CRLF when `crlf`. */
function encodeRecords(lines: readonly string[], crlf: boolean): Uint8Array {
  const size = zenginRecordLength + (crlf ? 2 : 0);
  const bytes = new Uint8Array(lines.length * size);
  lines.forEach((line, i) => {
    bytes.set(encodeJisX0201(line), i * size);
    if (crlf) bytes.set([0x0d, 0x0a], i * size + zenginRecordLength);
  });
  return bytes;
}

// ---------------------------------------------------------------- reading a result

/** One data record of a 振替結果 file, as the bank wrote it. */
export type DebitResultRecord = {
  /** 1 for the first data record of the file, … */
  position: number;
  bankCode: string;
  branchCode: string;
  accountType: string;
  accountNumber: string;
  holder: string;
  amount: number;
  newCode: string;
  customerCode: string;
  /** a known code, or what the bank wrote when it is not one (listed as a problem) */
  resultCode: string;
};

export type DebitResultFile = {
  consignorCode: string;
  consignorName: string;
  /** 引落日 as the header has it, `MM-DD` (the file has no year) */
  debitMonthDay: string;
  records: DebitResultRecord[];
  trailer: DebitTotals | null;
  /** what did not read right, in Japanese; the records that did read are still listed */
  problems: string[];
};

const slice = (text: string, from: number, width: number) => text.slice(from, from + width);

/**
 * Reads a 振替結果 file (the 依頼データ's layout with 振替結果コード filled in): records of 120
 * bytes, with or without CRLF (CR and LF never occur inside a record), an EOF mark (0x1A) at
 * the end ignored. Throws ZenginFormatError when the file is not such a file at all (length,
 * bytes outside JIS X 0201, no header of 種別 91); problems with single records — a trailer
 * whose count or sums differ from the records, an unknown result code, a number that is not
 * one — are listed in `problems`.
 */
export function readDebitResult(bytes: Uint8Array): DebitResultFile {
  const kept: number[] = [];
  for (const byte of bytes) if (byte !== 0x0d && byte !== 0x0a && byte !== 0x1a) kept.push(byte);
  if (kept.length === 0 || kept.length % zenginRecordLength !== 0)
    throw new ZenginFormatError(
      `全銀形式のファイルではありません（${kept.length}バイト: 120バイトの倍数ではありません）。`,
    );
  let text = '';
  for (const [i, byte] of kept.entries()) {
    const c = decodeByte(byte);
    if (c === null)
      throw new ZenginFormatError(
        `全銀形式のファイルではありません（${Math.floor(i / zenginRecordLength) + 1}件目のレコードに半角以外の文字があります）。`,
      );
    text += c;
  }
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += zenginRecordLength)
    lines.push(text.slice(i, i + zenginRecordLength));
  const header = lines[0]!;
  if (header[0] !== '1' || slice(header, 1, 2) !== '91')
    throw new ZenginFormatError(
      '口座振替（種別コード91）のファイルではありません。銀行からの振替結果データを選んでください。',
    );
  const problems: string[] = [];
  const records: DebitResultRecord[] = [];
  let trailer: DebitTotals | null = null;
  const int = (value: string, where: string) => {
    if (!/^\d+$/.test(value)) {
      problems.push(`${where}: 数字ではありません（${value.trim() || '空白'}）`);
      return 0;
    }
    return Number(value);
  };
  lines.slice(1).forEach((line, index) => {
    const where = `${index + 2}件目のレコード`;
    switch (line[0]) {
      case '2': {
        const resultCode = line[111]!;
        if (!isDebitResultCode(resultCode))
          problems.push(`${where}: 振替結果コード「${resultCode}」は知らないコードです`);
        records.push({
          position: records.length + 1,
          bankCode: slice(line, 1, 4),
          branchCode: slice(line, 20, 3),
          accountType: line[42]!,
          accountNumber: slice(line, 43, 7),
          holder: slice(line, 50, 30).trimEnd(),
          amount: int(slice(line, 80, 10), where),
          newCode: line[90]!,
          customerCode: slice(line, 91, 20),
          resultCode,
        });
        return;
      }
      case '8':
        trailer = {
          count: int(slice(line, 1, 6), where),
          amount: int(slice(line, 7, 12), where),
          doneCount: int(slice(line, 19, 6), where),
          doneAmount: int(slice(line, 25, 12), where),
          failedCount: int(slice(line, 37, 6), where),
          failedAmount: int(slice(line, 43, 12), where),
        };
        return;
      case '9':
        return;
      default:
        problems.push(`${where}: データ区分「${line[0]!}」は読めません`);
    }
  });
  const totals = resultTotals(records);
  const t = trailer as DebitTotals | null;
  if (t === null) problems.push('トレーラーレコード（データ区分8）がありません');
  else {
    if (t.count !== totals.count || t.amount !== totals.amount)
      problems.push(
        `トレーラーの合計（${t.count}件 ${t.amount}円）がデータレコード（${totals.count}件 ${totals.amount}円）と合いません`,
      );
    if (
      t.doneCount !== totals.doneCount ||
      t.doneAmount !== totals.doneAmount ||
      t.failedCount !== totals.failedCount ||
      t.failedAmount !== totals.failedAmount
    )
      problems.push('トレーラーの振替済・振替不能の件数または金額がデータレコードと合いません');
  }
  if (lines.at(-1)![0] !== '9') problems.push('エンドレコード（データ区分9）がありません');
  return {
    consignorCode: slice(header, 4, 10),
    consignorName: slice(header, 14, 40).trimEnd(),
    debitMonthDay: `${slice(header, 54, 2)}-${slice(header, 56, 2)}`,
    records,
    trailer,
    problems,
  };
}

/** Count and sums of result records: all, 振替済 (code 0) and 振替不能 (any other code). */
export function resultTotals(
  records: readonly { amount: number; resultCode: string }[],
): DebitTotals {
  const done = records.filter((r) => r.resultCode === '0');
  const failed = records.filter((r) => r.resultCode !== '0');
  const sum = (list: readonly { amount: number }[]) => list.reduce((s, r) => s + r.amount, 0);
  return {
    count: records.length,
    amount: sum(records),
    doneCount: done.length,
    doneAmount: sum(done),
    failedCount: failed.length,
    failedAmount: sum(failed),
  };
}

/**
 * A result file as a bank writes it (tests and demos): the request's records with a result
 * code each, the trailer with 振替済 and 振替不能 filled in, CRLF after every record.
 */
export function writeDebitResult(
  header: DebitRequestHeader,
  records: readonly (DebitRequestRecord & { resultCode: DebitResultCode })[],
): Uint8Array {
  const lines = [
    headerRecord(header),
    ...records.map((r) => dataRecord(r, r.resultCode)),
    trailerRecord(resultTotals(records)),
    endRecord(),
  ];
  return encodeRecords(lines, true);
}
