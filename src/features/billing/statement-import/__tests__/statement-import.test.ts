import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStatement } from '../decode-statement';
import {
  candidatesOf,
  matchDeposits,
  payerOf,
  searchOpenBills,
  type OpenBill,
} from '../match-deposits';
import { outcomeOf } from '../statement-import-panel';
import { allocatePayment } from '../../api/change-bill';
import { statementLineId } from '#shared/model/statement-line.js';
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
    uid: `customer-${over.customerNumber ?? 1001}`,
    amount: 15_130,
    balance: over.amount ?? 15_130,
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
    const { deposits, skipped, withdrawals, problems } = parseStatement(decodeStatement(sjis).text);
    expect(skipped + withdrawals).toBe(1);
    expect(problems).toEqual([]);
    expect(deposits[0]).toMatchObject({
      line: 6,
      date: '2026-12-05',
      description: '１００１　ﾔﾏﾀﾞ　ﾀﾛｳ',
      amount: 15_130,
      occurrence: 1,
    });
    expect(deposits).toHaveLength(5);
  });
  it('reads 三井住友-style columns and reports unreadable lines', () => {
    const text = [
      '年月日,お引出し,お預入れ,お取り扱い内容,残高',
      '2026年12月5日,,"1,000",ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ,1000',
      '2026/13/05,,2000,ﾌﾘｺﾐ ﾔﾏﾀﾞ,3000',
      '2026/12/06,,abc,ﾌﾘｺﾐ ﾔﾏﾀﾞ,3000',
      '2026/12/07,"5,000",,ｶｰﾄﾞ ﾋｷｵﾄｼ,"▲2,000"',
    ].join('\n');
    const { deposits, problems, withdrawals, linesRead } = parseStatement(text);
    expect(deposits).toEqual([
      {
        line: 2,
        date: '2026-12-05',
        description: 'ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ',
        amount: 1000,
        balance: 1000,
        occurrence: 1,
      },
    ]);
    expect(withdrawals).toBe(1);
    expect(linesRead).toBe(4);
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
    expect(
      matches.map((m) => [
        m.deposit.line,
        m.kind,
        m.candidates[0]?.bills.map((b) => b.id).join('+') ?? null,
        m.preselected,
      ]),
    ).toEqual([
      [6, 'number', 'yamada-dec', true],
      [7, 'name', 'sato-dec', true],
      [8, 'amount-differs', 'suzuki-dec', false],
      [9, 'none', null, false],
      [10, 'number', 'yamada-jan', true],
    ]);
  });
  const line = (description: string, amount: number, n = 1) => ({
    line: 10 + n,
    date: '2026-12-20',
    description,
    amount,
    balance: null,
    occurrence: n,
  });
  it('offers a name that fits two open bills of the same amount as candidates, ticking none', () => {
    const tanaka = [
      bill('tanaka-nov', {
        amount: 5_950,
        dueDate: '2026-11-27',
        customerNumber: 1010,
        kana: 'タナカ ミサキ',
      }),
      bill('tanaka-dec', { amount: 5_950, customerNumber: 1010, kana: 'タナカ ミサキ' }),
    ];
    const [m] = matchDeposits([line('ﾌﾘｺﾐ ﾀﾅｶ ﾐｻｷ', 5_950)], tanaka);
    expect(m?.kind).toBe('ambiguous');
    expect(m?.preselected).toBe(false);
    expect(m?.candidates.slice(0, 2).map((c) => c.bills[0]?.id)).toEqual([
      'tanaka-nov',
      'tanaka-dec',
    ]);
  });
  it('ticks two months paid in one transfer, oldest first', () => {
    const [m] = matchDeposits([line('ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ', 30_260)], open);
    expect(m?.kind).toBe('several');
    expect(m?.preselected).toBe(true);
    expect(m?.candidates[0]?.bills.map((b) => b.id)).toEqual(['yamada-dec', 'yamada-jan']);
  });
  it('shows a line recorded before as 消込済み and offers nothing for it', () => {
    const [m] = matchDeposits(deposits.slice(0, 1), open, () => true);
    expect(m).toMatchObject({ kind: 'recorded', candidates: [], preselected: false });
  });
  it('says what recording a short or an over-payment does', () => {
    const [dec] = candidatesOf([open[0]!]);
    expect(outcomeOf(15_030, dec!)).toBe('一部入金（残り ¥100）');
    expect(outcomeOf(15_630, dec!)).toBe('全額入金・超過 ¥500 は預り金');
    expect(outcomeOf(15_130, dec!)).toBe('全額入金');
    expect(allocatePayment([100, 200], 250)).toEqual({ amounts: [100, 150], excess: 0 });
    expect(allocatePayment([100, 200], 350)).toEqual({ amounts: [100, 200], excess: 50 });
  });
  it('finds open bills by hand by number, name, フリガナ or amount', () => {
    const ids = (text: string) => searchOpenBills(open, text).map((c) => c.bills[0]?.id);
    expect(ids('1002')).toEqual(['sato-dec']);
    expect(ids('ｻﾄｳ')).toEqual(['sato-dec']);
    expect(ids('佐藤')).toEqual(['sato-dec']);
    expect(ids('6,600')).toEqual(['suzuki-dec']);
    expect(ids('')).toEqual([]);
  });
  it('gives a line the same id in every download, and identical lines different ids', () => {
    const key = {
      date: '2026-12-20',
      amount: 6_950,
      payer: 'ﾌﾘｺﾐ 1014 ﾏﾂﾓﾄ ﾀｶｼ',
      balance: null,
      occurrence: 1,
    };
    expect(statementLineId(key)).toBe(statementLineId({ ...key, payer: 'ﾌﾘｺﾐ  1014 ﾏﾂﾓﾄ ﾀｶｼ' }));
    expect(statementLineId(key)).not.toBe(statementLineId({ ...key, occurrence: 2 }));
    expect(statementLineId(key)).not.toBe(statementLineId({ ...key, balance: 120_000 }));
    expect(statementLineId(key)).toMatch(/^20261220-6950-x-1-[0-9a-f]{8}$/);
  });
  it('strips the bank prefix from the payer', () => {
    expect(payerOf('ﾌﾘｺﾐ 1001 ﾔﾏﾀﾞ ﾀﾛｳ')).toEqual({ customerNumber: 1001, name: 'ヤマダタロウ' });
    expect(payerOf('振込 ｻﾄｳ ﾊﾅｺ')).toEqual({ customerNumber: null, name: 'サトウハナコ' });
  });
});
