import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRows } from '#shared/billing/csv-rows.js';
import {
  readStatementFile,
  StatementFormatError,
  type StatementFile,
} from '#shared/billing/read-statement-file.js';
import { statementLayouts } from '#shared/billing/statement-layouts.js';
import {
  readZenginStatement,
  toWarekiDate,
  warekiDate,
  writeZenginStatement,
  type ZenginStatementInput,
} from '#shared/billing/zengin-statement.js';
import { statementLineId } from '#shared/model/statement-line.js';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(`test/fixtures/bank-statements/${name}`));

function read(bytes: Uint8Array): StatementFile {
  const reading = readStatementFile(bytes);
  if (reading.kind !== 'read') throw new Error('the file was not recognised');
  return reading.statement;
}

/** What every bank fixture holds: a withdrawal, then 1001 ﾔﾏﾀﾞ ﾀﾛｳ ¥15,130 and ｻﾄｳ ﾊﾅｺ ¥7,350. */
const csvFixtures = [
  {
    file: 'yucho.csv',
    id: 'yucho',
    encoding: 'shift_jis',
    deposits: [
      [10, '2026-12-05', '1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_203_130],
      [11, '2026-12-05', '1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_218_260],
      [12, '2026-12-07', 'ｻﾄｳ ﾊﾅｺ', 7_350, 1_225_610],
    ],
    withdrawals: 2,
  },
  {
    file: 'mufg.csv',
    id: 'mufg',
    encoding: 'shift_jis',
    deposits: [
      [3, '2026-12-05', '１００１　ﾔﾏﾀﾞ　ﾀﾛｳ', 15_130, 1_203_130],
      [4, '2026-12-07', 'ｻﾄｳ ﾊﾅｺ', 7_350, 1_210_480],
    ],
    withdrawals: 1,
  },
  {
    file: 'smbc.csv',
    id: 'smbc',
    encoding: 'utf-8',
    deposits: [
      [6, '2026-12-05', '振込　1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_203_130],
      [7, '2026-12-07', '振込　ｻﾄｳ ﾊﾅｺ', 7_350, 1_210_480],
    ],
    withdrawals: 1,
  },
  {
    file: 'mizuho.csv',
    id: 'mizuho',
    encoding: 'shift_jis',
    deposits: [
      [15, '2026-12-05', 'ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_203_130],
      [16, '2026-12-07', 'ﾌﾘｺﾐ ｻﾄｳ ﾊﾅｺ', 7_350, 1_210_480],
    ],
    withdrawals: 1,
  },
  {
    file: 'resona.csv',
    id: 'resona',
    encoding: 'shift_jis',
    deposits: [
      [3, '2026-12-05', 'ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_203_130],
      [4, '2026-12-07', 'ﾌﾘｺﾐ ｻﾄｳ ﾊﾅｺ', 7_350, 1_210_480],
    ],
    withdrawals: 1,
  },
  {
    file: 'rakuten.csv',
    id: 'rakuten',
    encoding: 'shift_jis',
    deposits: [
      [3, '2026-12-05', '1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_203_130],
      [4, '2026-12-07', 'ｻﾄｳ ﾊﾅｺ', 7_350, 1_210_480],
    ],
    withdrawals: 1,
  },
  {
    file: 'paypay.csv',
    id: 'paypay',
    encoding: 'shift_jis',
    deposits: [
      [3, '2026-12-05', 'ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_203_130],
      [4, '2026-12-07', 'ﾌﾘｺﾐ ｻﾄｳ ﾊﾅｺ', 7_350, 1_210_480],
    ],
    withdrawals: 1,
  },
  {
    file: 'gmo-aozora.csv',
    id: 'gmo-aozora',
    encoding: 'utf-8',
    deposits: [
      [3, '2026-12-05', 'ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, 1_203_130],
      [4, '2026-12-07', 'ﾌﾘｺﾐ ｻﾄｳ ﾊﾅｺ', 7_350, 1_210_480],
    ],
    withdrawals: 1,
  },
] as const;

describe('readStatementFile: the banks’ 入出金明細 CSVs', () => {
  it('has a fixture for every layout of the table', () => {
    expect(csvFixtures.map((f) => f.id).sort()).toEqual(statementLayouts.map((l) => l.id).sort());
  });

  it.each(csvFixtures)(
    '$file reads as its bank’s layout: deposits with their balance, withdrawals counted',
    ({ file, id, encoding, deposits, withdrawals }) => {
      const statement = read(fixture(file));
      expect(statement.format.id).toBe(id);
      expect(statement.format.label).toBe(statementLayouts.find((l) => l.id === id)!.label);
      expect(statement.encoding).toBe(encoding);
      expect(statement.problems).toEqual([]);
      expect(statement.withdrawals).toBe(withdrawals);
      expect(
        statement.deposits.map((d) => [d.line, d.date, d.description, d.amount, d.balance]),
      ).toEqual(deposits);
      expect(statement.deposits.every((d) => d.occurrence === 1)).toBe(true);
    },
  );

  it('tells two identical ゆうちょ transfers on one day apart by the balance, the same in every download', () => {
    const [first, second] = read(fixture('yucho.csv')).deposits;
    const id = (d: typeof first) =>
      statementLineId({ ...d!, payer: d!.description, balance: d!.balance });
    expect(id(first)).toBe('20261205-15130-b1203130-1-' + id(first).split('-').at(-1));
    expect(id(second)).not.toBe(id(first));
    // A later download of the same days (a line more) gives the same identities.
    const again = read(
      new Uint8Array([
        ...fixture('yucho.csv'),
        ...new TextEncoder().encode('20261209,202612090000001,500,,振込,ｶﾄｳ,1225780,\r\n'),
      ]),
    ).deposits;
    expect(again.slice(0, 3).map(id)).toEqual(read(fixture('yucho.csv')).deposits.map(id));
  });

  it('reads the sample the reader before this table read with the same lines (the identities of recorded lines stay)', () => {
    const sample = new Uint8Array(
      readFileSync(
        'src/features/billing/statement-import/__tests__/__fixtures__/statement-sjis.csv',
      ),
    );
    const statement = read(sample);
    expect(statement.format.id).toBe('mufg');
    expect(statement.deposits[0]).toEqual({
      line: 6,
      date: '2026-12-05',
      description: '１００１　ﾔﾏﾀﾞ　ﾀﾛｳ',
      amount: 15_130,
      balance: 1_203_130,
      occurrence: 1,
    });
    expect(statement.deposits).toHaveLength(5);
  });

  it('lists a line it cannot read and a balance that does not follow the amounts', () => {
    const text = [
      '取引日,入出金(円),取引後残高(円),入出金内容',
      '20261205,15130,1203130,1001 ﾔﾏﾀﾞ ﾀﾛｳ',
      '20261305,100,1203230,ｻﾄｳ',
      '20261207,7350,1299999,ｻﾄｳ ﾊﾅｺ',
    ].join('\r\n');
    const statement = read(new TextEncoder().encode(text));
    expect(statement.problems).toEqual([
      { line: 3, message: '取引日を読み取れません' },
      {
        line: 4,
        message:
          '残高が前の行の残高と入出金から計算した額と合いません（列の対応づけ、または明細の抜けを確かめてください）',
      },
    ]);
  });

  it('accepts a file listed newest first (the balances follow the amounts upwards)', () => {
    const text = [
      '年月日,お引出し,お預入れ,お取り扱い内容,残高',
      '2026/12/7,,7350,ｻﾄｳ ﾊﾅｺ,1210480',
      '2026/12/5,,15130,1001 ﾔﾏﾀﾞ ﾀﾛｳ,1203130',
      '2026/12/1,12000,,ﾃﾞﾝｷﾀﾞｲ,1188000',
    ].join('\n');
    expect(read(new TextEncoder().encode(text)).problems).toEqual([]);
  });
});

describe('readStatementFile: a layout it does not know', () => {
  const text = [
    '○○信用金庫 入出金明細',
    '',
    '年月日,区分,金額,取引先,差引残高',
    '2026/12/05,入金,15130,1001 ﾔﾏﾀﾞ ﾀﾛｳ,1203130',
  ].join('\r\n');
  const bytes = new TextEncoder().encode(text);

  it('returns the first rows, the header it sees and the columns its names suggest', () => {
    const reading = readStatementFile(bytes);
    expect(reading.kind).toBe('unknown-layout');
    if (reading.kind !== 'unknown-layout') return;
    expect(reading.unknown.headerLine).toBe(3);
    expect(reading.unknown.rows[2]).toEqual({
      line: 3,
      cells: ['年月日', '区分', '金額', '取引先', '差引残高'],
    });
    expect(reading.unknown.suggestion).toEqual({
      date: '年月日',
      deposit: null,
      withdrawal: null,
      payer: null,
      balance: '差引残高',
    });
  });

  it('reads it with the brand’s saved format for that header', () => {
    const reading = readStatementFile(bytes, {
      formats: [
        {
          id: 'f1',
          name: '○○信用金庫',
          header: ['年月日', '区分', '金額', '取引先', '差引残高'],
          columns: {
            date: '年月日',
            deposit: '金額',
            signed: false,
            withdrawal: null,
            payer: '取引先',
            balance: '差引残高',
          },
        },
      ],
    });
    expect(reading.kind).toBe('read');
    if (reading.kind !== 'read') return;
    expect(reading.statement.format).toEqual({
      id: 'saved:f1',
      label: '○○信用金庫',
      confirmed: true,
    });
    expect(reading.statement.deposits).toEqual([
      {
        line: 4,
        date: '2026-12-05',
        description: '1001 ﾔﾏﾀﾞ ﾀﾛｳ',
        amount: 15_130,
        balance: 1_203_130,
        occurrence: 1,
      },
    ]);
  });

  it('suggests the columns when the names say what they are', () => {
    const reading = readStatementFile(
      new TextEncoder().encode('取引日,入金額,出金額,摘要,残高\r\n2026/12/05,100,,ｻﾄｳ,100\r\n'),
    );
    expect(reading.kind === 'unknown-layout' && reading.unknown.suggestion).toEqual({
      date: '取引日',
      deposit: '入金額',
      withdrawal: '出金額',
      payer: '摘要',
      balance: '残高',
    });
  });

  it('refuses an empty file', () => {
    expect(() => readStatementFile(new Uint8Array())).toThrow(StatementFormatError);
    expect(() => readStatementFile(new TextEncoder().encode('\r\n\r\n'))).toThrow(
      'ファイルが空です。',
    );
  });
});

describe('csvRows', () => {
  it('keeps quoted commas, doubled quotes and line breaks, and counts lines as the file does', () => {
    expect(csvRows('a,"1,000","say ""hi"""\r\n"two\r\nlines",b\n\nlast')).toEqual([
      { cells: ['a', '1,000', 'say "hi"'], line: 1 },
      { cells: ['two\r\nlines', 'b'], line: 2 },
      { cells: [''], line: 4 },
      { cells: ['last'], line: 5 },
    ]);
  });
});

const account = {
  bankCode: '0001',
  bankName: 'ﾐｽﾞﾎ',
  branchCode: '210',
  branchName: 'ｼﾌﾞﾔ',
  accountType: '1' as const,
  accountNumber: '1234567',
  accountName: 'ｶ)ｿﾗｸﾗ',
};
const yamada = {
  direction: 'in' as const,
  amount: 15_130,
  payer: '1001 ﾔﾏﾀﾞ ﾀﾛｳ',
  fromBank: 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ',
  fromBranch: 'ｼﾝｼﾞﾕｸ',
};
const sato = {
  direction: 'in' as const,
  amount: 7_350,
  payer: 'ｻﾄｳ ﾊﾅｺ',
  fromBank: 'ﾕｳﾁﾖ',
  fromBranch: 'ｾﾞﾛｲﾁﾊﾁ',
};
const common = { createdOn: '2026-12-10', from: '2026-12-01', to: '2026-12-09', account };
const notice: ZenginStatementInput = {
  ...common,
  kind: '01',
  lines: [
    { ...yamada, inquiryNumber: 101, date: '2026-12-05' },
    { ...yamada, inquiryNumber: 102, date: '2026-12-05' },
    { ...sato, inquiryNumber: 103, date: '2026-12-07' },
  ],
};
const details: ZenginStatementInput = {
  ...common,
  kind: '03',
  openingBalance: 1_200_000,
  lines: [
    {
      inquiryNumber: 1,
      date: '2026-12-01',
      direction: 'out',
      kind: '14',
      amount: 12_000,
      payer: '',
      summary: 'ﾃﾞﾝｷﾀﾞｲ',
    },
    { ...yamada, inquiryNumber: 2, date: '2026-12-05' },
    { ...yamada, inquiryNumber: 3, date: '2026-12-05' },
    { ...sato, inquiryNumber: 4, date: '2026-12-07' },
  ],
};

/** The records of a fixture as text, a byte a character (JIS X 0201 read as latin-1 for ｶﾅ bytes). */
function records(bytes: Uint8Array): string[] {
  return new TextDecoder('latin1')
    .decode(bytes)
    .split('\r\n')
    .filter((r) => r !== '');
}

describe('全銀協 振込入金通知 (01) and 入出金取引明細 (03)', () => {
  it('reads 和暦 dates (令和) and writes them back', () => {
    expect(warekiDate('081205')).toBe('2026-12-05');
    expect(warekiDate('310430')).toBe('2019-04-30');
    expect(warekiDate('080230')).toBeNull();
    expect(toWarekiDate('2026-12-05')).toBe('081205');
    expect(toWarekiDate('2019-04-30')).toBe('310430');
  });

  it('01: the fixture is what the writer writes, byte for byte, each field where the layout puts it', () => {
    const file = fixture('zengin-01.txt');
    expect([...writeZenginStatement(notice)]).toEqual([...file]);
    const [header, data, , , trailer, end] = records(file);
    for (const record of records(file)) expect(record).toHaveLength(200);
    // ヘッダー: 区分 1, 種別 01, コード区分 0, 作成日・勘定日（自）（至）, 銀行 0001, 支店 210, 普通 1234567
    expect(header!.slice(0, 22)).toBe('1010081210081201081209');
    expect(header!.slice(22, 26) + header!.slice(41, 44) + header!.slice(59, 67)).toBe(
      '000121011234567',
    );
    // データ: 照会番号 000101, 勘定日・起算日 081205, 金額 10 桁, 他店券 0, 依頼人コード 0, 依頼人名 48
    expect(data!.slice(0, 49)).toBe('2000101081205081205000001513000000000000000000000');
    expect(data!.slice(127, 128)).toBe(' ');
    // トレーラー: 件数 3, 金額 37,610, 取消 0 件 0 円; エンド: 9 と空白
    expect(trailer!.slice(0, 37)).toBe('8000003000000037610000000000000000000');
    expect(end).toBe('9' + ' '.repeat(199));
  });

  it('03: the fixture is what the writer writes, byte for byte, with the balances in header and trailer', () => {
    const file = fixture('zengin-03.txt');
    expect([...writeZenginStatement(details)]).toEqual([...file]);
    const [header, withdrawal, , , , trailer] = records(file);
    // 預金種目 1, 口座番号 10 桁, 貸越区分 1 (プラス), 通帳 1, 取引前残高 14 桁
    expect(header!.slice(59, 73)).toBe('00010001234567');
    expect(header!.slice(113, 129)).toBe('1100000001200000');
    // 照会番号 8 桁, 勘定日, 預入・払出日, 入払区分 2 (出金), 取引区分 14 (振替), 取引金額 12 桁
    expect(withdrawal!.slice(0, 36)).toBe('200000001081201081201214000000012000');
    // 入金 3 件 37,610 円, 出金 1 件 12,000 円, 取引後残高 1,225,610, データ 4 件
    expect(trailer!.slice(0, 61)).toBe(
      [
        '8',
        '000003',
        '0000000037610',
        '000001',
        '0000000012000',
        '1',
        '00000001225610',
        '0000004',
      ].join(''),
    );
  });

  it('01: deposits without a balance, two identical transfers told apart by their order', () => {
    const statement = read(fixture('zengin-01.txt'));
    expect(statement.format).toEqual({
      id: 'zengin-01',
      label: '全銀協 振込入金通知（種別コード01）',
      confirmed: true,
    });
    expect(
      statement.deposits.map((d) => [
        d.line,
        d.date,
        d.description,
        d.amount,
        d.balance,
        d.occurrence,
      ]),
    ).toEqual([
      [2, '2026-12-05', '1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, null, 1],
      [3, '2026-12-05', '1001 ﾔﾏﾀﾞ ﾀﾛｳ', 15_130, null, 2],
      [4, '2026-12-07', 'ｻﾄｳ ﾊﾅｺ', 7_350, null, 1],
    ]);
  });

  it('03: deposits with the balance after each line, withdrawals counted', () => {
    const statement = read(fixture('zengin-03.txt'));
    expect(statement.format.id).toBe('zengin-03');
    expect(statement.withdrawals).toBe(1);
    expect(statement.deposits.map((d) => [d.line, d.amount, d.balance, d.occurrence])).toEqual([
      [3, 15_130, 1_203_130, 1],
      [4, 15_130, 1_218_260, 1],
      [5, 7_350, 1_225_610, 1],
    ]);
    expect(readZenginStatement(fixture('zengin-03.txt')).groups[0]).toMatchObject({
      openingBalance: 1_200_000,
      closingBalance: 1_225_610,
      account: { bankCode: '0001', branchCode: '210', accountNumber: '0001234567' },
    });
  });

  /** The fixture with one record's characters from `at` replaced. */
  function changed(name: string, record: number, at: number, text: string): Uint8Array {
    const bytes = fixture(name);
    bytes.set(new TextEncoder().encode(text), record * 202 + at);
    return bytes;
  }

  it.each([
    [
      '01 trailer count',
      changed('zengin-01.txt', 4, 1, '000004'),
      /トレーラーの振込合計（4件 37610円）がデータレコード（3件 37610円）と合いません/,
    ],
    ['01 trailer total', changed('zengin-01.txt', 4, 7, '000000037611'), /振込合計（3件 37611円）/],
    [
      '03 入金 total',
      changed('zengin-03.txt', 5, 7, '0000000037600'),
      /トレーラーの入金（3件 37600円）がデータレコード（3件 37610円）と合いません/,
    ],
    ['03 data count', changed('zengin-03.txt', 5, 54, '0000005'), /データ・レコード件数（5件）/],
    [
      '03 closing balance',
      changed('zengin-03.txt', 5, 40, '00000001225600'),
      /取引後残高（1225600円）が取引前残高と入出金から計算した額（1225610円）と合いません/,
    ],
    [
      'a date outside the period',
      changed('zengin-01.txt', 3, 7, '081210'),
      /勘定日（2026-12-10）がヘッダーの期間（2026-12-01〜2026-12-09）の外です/,
    ],
    ['EBCDIC', changed('zengin-01.txt', 0, 3, '1'), /コード区分がJIS（0）ではありません/],
    [
      'no end record',
      fixture('zengin-01.txt').subarray(0, 5 * 202),
      /エンドレコード（データ区分9）がありません/,
    ],
    [
      'a record cut short',
      fixture('zengin-01.txt').subarray(0, 5 * 202 + 150),
      /200バイトの倍数ではありません/,
    ],
  ])('refuses the whole file when %s does not add up', (_, bytes, message) => {
    expect(() => readStatementFile(bytes)).toThrow(StatementFormatError);
    expect(() => readStatementFile(bytes)).toThrow(message);
  });

  it('lists a 取消 notice (01) for staff instead of recording it', () => {
    const cancelled = changed('zengin-01.txt', 3, 127, '1');
    // The trailer then counts two transfers and one 取消.
    cancelled.set(new TextEncoder().encode('000002000000030260000001000000007350'), 4 * 202 + 1);
    const statement = read(cancelled);
    expect(statement.deposits).toHaveLength(2);
    expect(statement.problems).toEqual([
      {
        line: 4,
        message:
          '取消の通知です（7350円 ｻﾄｳ ﾊﾅｺ）。前に通知された入金が記録済みなら、その入金を取り消してください',
      },
    ]);
  });
});
