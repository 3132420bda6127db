import { describe, expect, it } from 'vitest';
import {
  ZenginFormatError,
  encodeJisX0201,
  readDebitResult,
  toZenginKana,
  writeDebitRequest,
  writeDebitResult,
  type DebitRequestHeader,
  type DebitRequestRecord,
} from '#shared/billing/zengin.js';

// The layout of 全銀協 預金口座振替 (種別コード 91), field by field, written out here by hand
// from the published table (docs/billing.md「口座振替」) rather than with the writer's helpers.
const header: DebitRequestHeader = {
  consignorCode: '12345',
  consignorName: 'ｿﾗｸﾗ(ｶ',
  debitDate: '2026-12-28',
  bankCode: '0001',
  bankName: 'ﾐｽﾞﾎ',
  branchCode: '001',
  branchName: 'ﾄｳｷﾖｳ',
  accountType: 'ordinary',
  accountNumber: '1234567',
};
const first: DebitRequestRecord = {
  bankCode: '0009',
  bankName: 'ﾐﾂｲｽﾐﾄﾓ',
  branchCode: '219',
  branchName: 'ｼﾌﾞﾔ',
  accountType: 'ordinary',
  accountNumber: '0012345',
  holder: 'ﾔﾏﾀﾞ ﾀﾛｳ',
  amount: 13200,
  newCode: '1',
  customerCode: '10012026120001',
};
const second: DebitRequestRecord = {
  ...first,
  bankCode: '0005',
  bankName: 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ',
  branchCode: '001',
  branchName: 'ﾎﾝﾃﾝ',
  accountType: 'checking',
  accountNumber: '7654321',
  holder: 'ｽｽﾞｷ ﾊﾅｺ',
  amount: 5500,
  newCode: '0',
  customerCode: '10022026120001',
};

const expectedHeader =
  '1' +
  '91' +
  '0' +
  '0000012345' +
  'ｿﾗｸﾗ(ｶ'.padEnd(40) +
  '1228' +
  '0001' +
  'ﾐｽﾞﾎ'.padEnd(15) +
  '001' +
  'ﾄｳｷﾖｳ'.padEnd(15) +
  '1' +
  '1234567' +
  ' '.repeat(17);
const expectedFirst =
  '2' +
  '0009' +
  'ﾐﾂｲｽﾐﾄﾓ'.padEnd(15) +
  '219' +
  'ｼﾌﾞﾔ'.padEnd(15) +
  '    ' +
  '1' +
  '0012345' +
  'ﾔﾏﾀﾞ ﾀﾛｳ'.padEnd(30) +
  '0000013200' +
  '1' +
  '00000010012026120001' +
  '0' +
  ' '.repeat(8);
const expectedSecond =
  '2' +
  '0005' +
  'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ'.padEnd(15) +
  '001' +
  'ﾎﾝﾃﾝ'.padEnd(15) +
  '    ' +
  '2' +
  '7654321' +
  'ｽｽﾞｷ ﾊﾅｺ'.padEnd(30) +
  '0000005500' +
  '0' +
  '00000010022026120001' +
  '0' +
  ' '.repeat(8);
const expectedTrailer =
  '8' +
  '000002' +
  '000000018700' +
  '000000' +
  '000000000000' +
  '000000' +
  '000000000000' +
  ' '.repeat(65);
const expectedEnd = '9' + ' '.repeat(119);

/** The bytes a string of ASCII and half-width ｶﾅ is in Shift_JIS, worked out independently. */
function sjis(text: string): number[] {
  return [...text].map((c) => {
    const code = c.charCodeAt(0);
    return code < 0x80 ? code : code - 0xfec0; // U+FF61 − 0xA1 = 0xFEC0
  });
}

describe('writeDebitRequest', () => {
  it('writes header, data records, trailer and end record of 120 bytes each, byte for byte', () => {
    const bytes = writeDebitRequest(header, [first, second], { crlf: false });
    expect(bytes.length).toBe(5 * 120);
    const records = [expectedHeader, expectedFirst, expectedSecond, expectedTrailer, expectedEnd];
    for (const r of records) expect(r.length).toBe(120);
    expect([...bytes]).toEqual(sjis(records.join('')));
  });

  it('puts CRLF after every record when the bank asks for it', () => {
    const bytes = writeDebitRequest(header, [first], { crlf: true });
    expect(bytes.length).toBe(4 * 122);
    for (let i = 0; i < 4; i += 1) {
      expect(bytes[i * 122 + 120]).toBe(0x0d);
      expect(bytes[i * 122 + 121]).toBe(0x0a);
    }
    expect(bytes[122]).toBe(0x32); // '2', the data record's データ区分
  });

  it('writes half-width ｶﾅ as single Shift_JIS bytes 0xA1–0xDF', () => {
    expect([...encodeJisX0201('ｱﾝﾞﾟ｡')]).toEqual([0xb1, 0xdd, 0xde, 0xdf, 0xa1]);
    expect(() => encodeJisX0201('ア')).toThrow(ZenginFormatError);
  });

  it('cuts a name longer than its field, and refuses what the format cannot carry', () => {
    const long = { ...first, holder: 'ｱ'.repeat(35) };
    const bytes = writeDebitRequest(header, [long], { crlf: false });
    expect(String.fromCharCode(...bytes.slice(120 + 50, 120 + 80))).toBe(
      'ｱ'.repeat(30).replace(/./g, '\xb1'),
    );
    expect(() => writeDebitRequest(header, [{ ...first, amount: 0 }], { crlf: false })).toThrow(
      '引落金額は1円以上',
    );
    expect(() =>
      writeDebitRequest(header, [{ ...first, accountNumber: '12345' }], { crlf: false }),
    ).toThrow('口座番号は7桁の数字です');
    expect(() =>
      writeDebitRequest(header, [{ ...first, customerCode: '1'.repeat(21) }], { crlf: false }),
    ).toThrow('顧客番号は20桁以内');
    expect(() =>
      writeDebitRequest({ ...header, consignorName: 'ソラクラ' }, [first], { crlf: false }),
    ).toThrow('委託者名に全銀ファイルで使えない文字');
  });
});

describe('toZenginKana', () => {
  it.each([
    ['ヤマダ タロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['やまだ　たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['ｷｭｳﾖ ｲﾁﾛｳ', 'ｷﾕｳﾖ ｲﾁﾛｳ'],
    ['キッカワ ショウゴ', 'ｷﾂｶﾜ ｼﾖｳｺﾞ'],
    ['パーカー', 'ﾊﾟ-ｶ-'],
    ['ヴィクトリア', 'ｳﾞｲｸﾄﾘｱ'],
    ['カ）ソラクラ', 'ｶ)ｿﾗｸﾗ'],
    ['ｽﾐｽ・ｼﾞｮﾝ', 'ｽﾐｽ ｼﾞﾖﾝ'],
    ['  ａｂｃ　１２３  ', 'ABC 123'],
    ['ヱビス ヰド', 'ｴﾋﾞｽ ｲﾄﾞ'],
  ])('%s → %s', (input, output) => {
    expect(toZenginKana(input)).toBe(output);
  });

  it('refuses what cannot be converted, naming the characters in Japanese', () => {
    expect(() => toZenginKana('山田 タロウ')).toThrow(
      'カタカナ・英数字で入力してください（使えない文字: 山 田）。',
    );
    expect(() => toZenginKana('A&B')).toThrow('使えない文字: &');
  });
});

describe('readDebitResult', () => {
  const results = [
    { ...first, resultCode: '0' as const },
    { ...second, resultCode: '1' as const },
  ];

  it('reads what the bank wrote back: header, each record with its result code, trailer', () => {
    const file = readDebitResult(writeDebitResult(header, results));
    expect(file.problems).toEqual([]);
    expect(file.consignorCode).toBe('0000012345');
    expect(file.debitMonthDay).toBe('12-28');
    expect(file.records).toEqual([
      {
        position: 1,
        bankCode: '0009',
        branchCode: '219',
        accountType: '1',
        accountNumber: '0012345',
        holder: 'ﾔﾏﾀﾞ ﾀﾛｳ',
        amount: 13200,
        newCode: '1',
        customerCode: '00000010012026120001',
        resultCode: '0',
      },
      expect.objectContaining({ position: 2, amount: 5500, resultCode: '1' }),
    ]);
    expect(file.trailer).toEqual({
      count: 2,
      amount: 18700,
      doneCount: 1,
      doneAmount: 13200,
      failedCount: 1,
      failedAmount: 5500,
    });
  });

  it('reads records without separators and with an EOF mark', () => {
    const crlf = writeDebitResult(header, results);
    const bare = [...crlf].filter((b) => b !== 0x0d && b !== 0x0a);
    const file = readDebitResult(new Uint8Array([...bare, 0x1a]));
    expect(file.records.map((r) => r.resultCode)).toEqual(['0', '1']);
    expect(file.problems).toEqual([]);
  });

  it('lists what does not add up or is unknown, without dropping the records', () => {
    const text = [
      expectedHeader,
      expectedFirst.slice(0, 111) + '7' + expectedFirst.slice(112),
      expectedTrailer,
      expectedEnd,
    ].join('\r\n');
    const file = readDebitResult(new Uint8Array(sjis(text)));
    expect(file.records).toHaveLength(1);
    expect(file.problems).toEqual([
      '2件目のレコード: 振替結果コード「7」は知らないコードです',
      'トレーラーの合計（2件 18700円）がデータレコード（1件 13200円）と合いません',
      'トレーラーの振替済・振替不能の件数または金額がデータレコードと合いません',
    ]);
  });

  it('refuses what is not a 口座振替 file', () => {
    expect(() => readDebitResult(new TextEncoder().encode('日付,金額\r\n'))).toThrow(
      '全銀形式のファイルではありません',
    );
    const transfer = '1210' + expectedHeader.slice(4);
    expect(() => readDebitResult(new Uint8Array(sjis(transfer)))).toThrow(
      '口座振替（種別コード91）のファイルではありません',
    );
    const kanji = new Uint8Array(120).fill(0x88);
    expect(() => readDebitResult(kanji)).toThrow('半角以外の文字があります');
  });
});
