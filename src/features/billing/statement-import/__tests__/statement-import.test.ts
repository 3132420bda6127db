import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStatement } from '../decode-statement';
import { matchDeposits, payerOf, type OpenBill } from '../match-deposits';
import {
  parseStatement,
  parseStatementAmount,
  parseStatementDate,
  StatementFormatError,
} from '../parse-statement';

const sjis = readFileSync(
  resolve(
    process.cwd(),
    'src/features/billing/statement-import/__tests__/__fixtures__/statement-sjis.csv',
  ),
);

function bill(id: string, over: Partial<OpenBill>): OpenBill {
  return {
    id,
    uid: `${id}-uid`,
    amount: 15_130,
    dueDate: '2026-12-27',
    label: '2026年12月分',
    customerName: '山田 太郎',
    customerNumber: 1001,
    kana: 'ヤマダ タロウ',
    ...over,
  };
}

describe('decodeStatement', () => {
  it('reads a Shift_JIS file', () => {
    const { text, encoding } = decodeStatement(sjis);
    expect(encoding).toBe('shift_jis');
    expect(text).toContain('１００１　ﾔﾏﾀﾞ　ﾀﾛｳ');
  });
  it('reads UTF-8 with or without a BOM', () => {
    const utf8 = new TextEncoder().encode('\uFEFF日付,摘要,入金額\n');
    expect(decodeStatement(utf8)).toEqual({ text: '日付,摘要,入金額\n', encoding: 'utf-8' });
  });
});

describe('parseStatement', () => {
  it('finds the header under the account summary and keeps deposits only', () => {
    const { deposits, skipped, problems } = parseStatement(decodeStatement(sjis).text);
    expect(skipped).toBe(1);
    expect(problems).toEqual([]);
    expect(deposits[0]).toEqual({
      line: 6,
      date: '2026-12-05',
      description: '１００１　ﾔﾏﾀﾞ　ﾀﾛｳ',
      amount: 15_130,
    });
    expect(deposits).toHaveLength(5);
  });
  it('reads 三井住友-style columns and reports unreadable lines', () => {
    const text = [
      '年月日,お引出し,お預入れ,お取り扱い内容,残高',
      '2026年12月5日,,"1,000",ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ,1000',
      '2026/13/05,,2000,ﾌﾘｺﾐ ﾔﾏﾀﾞ,3000',
      '2026/12/06,,abc,ﾌﾘｺﾐ ﾔﾏﾀﾞ,3000',
    ].join('\n');
    const { deposits, problems } = parseStatement(text);
    expect(deposits).toEqual([
      { line: 2, date: '2026-12-05', description: 'ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ', amount: 1000 },
    ]);
    expect(problems).toEqual([
      { line: 3, message: '取引日を読み取れません' },
      { line: 4, message: '入金額を読み取れません' },
    ]);
  });
  it('refuses a file that is not a statement, in Japanese', () => {
    expect(() => parseStatement('name,price\nりんご,100')).toThrow(StatementFormatError);
    expect(() => parseStatement('')).toThrow('明細の見出し行');
  });
  it('reads dates and amounts as banks print them', () => {
    expect(parseStatementDate('R8.12.5')).toBe('2026-12-05');
    expect(parseStatementDate('令和8年12月05日')).toBe('2026-12-05');
    expect(parseStatementDate('20261205')).toBe('2026-12-05');
    expect(parseStatementDate('2026/02/30')).toBeNull();
    expect(parseStatementAmount('¥１５，１３０')).toBe(15_130);
    expect(parseStatementAmount('')).toBeNull();
  });
});

describe('matchDeposits', () => {
  const deposits = parseStatement(decodeStatement(sjis).text).deposits;
  const open = [
    bill('yamada-dec', {}),
    bill('yamada-jan', { dueDate: '2027-01-27' }),
    bill('sato-dec', {
      amount: 7_350,
      customerNumber: 1002,
      kana: 'サトウ ハナコ',
      customerName: '佐藤 花子',
    }),
    bill('suzuki-dec', { amount: 6_600, customerNumber: 1003, kana: 'スズキ イチロウ' }),
  ];

  it('suggests by number and amount, oldest first, each bill once', () => {
    const matches = matchDeposits(deposits, open);
    expect(matches.map((m) => [m.deposit.line, m.kind, m.bill?.id ?? null, m.preselected])).toEqual(
      [
        [6, 'number', 'yamada-dec', true],
        [7, 'name', 'sato-dec', true],
        [8, 'amount-differs', 'suzuki-dec', false],
        [9, 'none', null, false],
        [10, 'number', 'yamada-jan', true],
      ],
    );
  });
  it('strips the bank prefix from the payer', () => {
    expect(payerOf('ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ')).toEqual({ customerNumber: 1001, name: 'ヤマダタロウ' });
    expect(payerOf('振込 ｻﾄｳ ﾊﾅｺ')).toEqual({ customerNumber: null, name: 'サトウハナコ' });
  });
});
