import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { BillPayment } from '#shared/model/bill.js';
import type { BillRow } from '../bill-row';
import { encodeShiftJis } from '../csv/encode-shift-jis';
import { monthJournal } from '../csv/month-journal';
import { freeeCsvHeaders, toFreeeCsv } from '../csv/to-freee-csv';
import { moneyForwardCsvHeaders, toMoneyForwardCsv } from '../csv/to-moneyforward-csv';
import { billInvoiceTotals } from '../invoice/invoice-totals';

/*
 * The documented columns, typed out here from the products' import pages (docs/billing.md,
 * "Accounting export"), so a change to the writers that drops, renames or moves a column fails.
 */
const freeeDocumentedColumns = [
  '[表題行]',
  '日付',
  '伝票番号',
  '決算整理仕訳',
  ...['借方', '貸方'].flatMap((s) => [
    `${s}勘定科目`,
    `${s}科目コード`,
    `${s}補助科目`,
    `${s}取引先`,
    `${s}取引先コード`,
    `${s}部門`,
    `${s}品目`,
    `${s}メモタグ`,
    `${s}セグメント1`,
    `${s}セグメント2`,
    `${s}セグメント3`,
    `${s}金額`,
    `${s}税区分`,
    `${s}税額`,
  ]),
  '摘要',
];
const moneyForwardDocumentedColumns = [
  '取引No',
  '取引日',
  ...['借方', '貸方'].flatMap((s) => [
    `${s}勘定科目`,
    `${s}補助科目`,
    `${s}部門`,
    `${s}取引先`,
    `${s}税区分`,
    `${s}インボイス`,
    `${s}金額(円)`,
    `${s}税額`,
  ]),
  '摘要',
  '仕訳メモ',
  'タグ',
  'MF仕訳タイプ',
  '決算整理仕訳',
  '作成日時',
  '作成者',
  '最終更新日時',
  '最終更新者',
];

const jst = (dayTime: string) => new Date(`${dayTime}+09:00`);

function payment(over: Partial<BillPayment>): BillPayment {
  return {
    amount: 8800,
    excess: 0,
    date: '2026-12-05',
    method: 'transfer',
    note: '',
    line: null,
    recordedBy: 'staff',
    recordedAt: jst('2026-12-06T10:00:00'),
    reversal: null,
    ...over,
  };
}

function bill(id: string, over: Partial<BillRow> = {}): BillRow {
  const [applicationId = id, period = '2026-12'] = id.split('_');
  const lines = over.lines ?? [
    { kind: 'rent' as const, label: '利用料', amount: 7700 },
    { kind: 'adminFee' as const, label: '管理費', amount: 1100 },
  ];
  const amount = lines.reduce((s, l) => s + l.amount, 0);
  return {
    id,
    uid: `uid-${applicationId}`,
    applicationId,
    period,
    description: `${period.replace('-', '年').replace(/年0?/, '年')}月分 利用料・管理費`,
    amount,
    status: 'unpaid',
    dueDate: `${period}-28`,
    lines,
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: {},
    createdAt: jst('2026-11-20T09:00:00'),
    updatedAt: jst('2026-12-06T10:00:00'),
    application: {
      id: applicationId,
      uid: `uid-${applicationId}`,
      name: `${applicationId} 太郎`,
      kana: 'タロウ',
      assetId: 'SK-101',
      spaceId: '1C-03',
    },
    ...over,
  };
}

/** December 2026 at one brand: every case the journal must get right. */
const december: BillRow[] = [
  // Paid in full by 振込 on the 5th.
  bill('AppA_2026-12', { status: 'paid', payments: { '0': payment({}) }, paidAmount: 8800 }),
  // A first bill made on the 10th with a 保証料 (非課税), half paid in cash on the 15th.
  bill('AppB_2026-12', {
    createdAt: jst('2026-12-10T15:00:00'),
    description: '2026年12月分 初回（日割り・初期費用）',
    lines: [
      { kind: 'proratedRent', label: '初月利用料（日割り）', amount: 5464 },
      { kind: 'proratedAdminFee', label: '初月管理費（日割り）', amount: 780 },
      { kind: 'handlingFee', label: '事務手数料', amount: 3300 },
      { kind: 'guaranteeFee', label: '保証料', amount: 4400 },
      { kind: 'keyFee', label: '鍵代', amount: 0 },
    ],
    payments: { '0': payment({ amount: 10000, date: '2026-12-15', method: 'cash' }) },
    paidAmount: 10000,
  }),
  // November's bill paid on 12/3 with ¥500 too much: the excess is 預り金 (前受金).
  bill('AppC_2026-11', {
    status: 'paid',
    createdAt: jst('2026-10-20T09:00:00'),
    payments: { '0': payment({ date: '2026-12-03', excess: 500 }) },
    paidAmount: 8800,
  }),
  // A payment recorded by mistake and reversed, then paid from the 預り金.
  bill('AppD_2026-12', {
    status: 'paid',
    payments: {
      '0': payment({
        date: '2026-12-04',
        reversal: { by: 'staff', at: jst('2026-12-05T09:00:00'), reason: '別のお客様の入金' },
      }),
      '1': payment({ date: '2026-12-06', method: 'balance' }),
    },
    paidAmount: 8800,
  }),
  // Cancelled: no 売上.
  bill('AppE_2026-12', { status: 'cancelled', cancelReason: '二重に作成したため' }),
  // Paid ¥440 short (the 振込手数料), the rest written off on the 21st.
  bill('AppF_2026-12', {
    status: 'paid',
    payments: { '0': payment({ amount: 8360, date: '2026-12-20' }) },
    paidAmount: 8360,
    writeOff: { amount: 440, reason: '振込手数料', by: 'staff', at: jst('2026-12-21T10:00:00') },
  }),
  // Next month's bill, made in December: not December's 売上.
  bill('AppA_2027-01', { createdAt: jst('2026-12-20T09:00:00') }),
];

/** The file as the product reads it: Shift_JIS bytes decoded, then the rows. */
function readBack(text: string): string[][] {
  const { bytes, replaced } = encodeShiftJis(text);
  expect(replaced).toEqual([]);
  const decoded = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
  expect(decoded).toBe(text);
  return Papa.parse<string[]>(decoded, { newline: '\r\n' }).data;
}

const name = (id: string) => `${id} 太郎（SK-101 1C-03）`;

describe('monthJournal', () => {
  it('売上 by bill per tax category, 入金 by payment with its account, 預り金, 差額の処理', () => {
    const rows = monthJournal(december, '2026-12').map((r) => [
      r.entry,
      r.date,
      r.debit?.account ?? null,
      r.debit?.amount ?? null,
      r.credit?.account,
      r.credit?.tax,
      r.credit?.amount,
      r.credit?.taxAmount,
    ]);
    expect(rows).toEqual([
      [1, '2026-12-01', 'receivable', 8800, 'sales', 'taxable10', 8800, 800],
      [2, '2026-12-01', 'receivable', 8800, 'sales', 'taxable10', 8800, 800],
      [3, '2026-12-01', 'receivable', 8800, 'sales', 'taxable10', 8800, 800],
      // one deposit of ¥9,300: 普通預金 9,300 / 売掛金 8,800 + 前受金 500
      [4, '2026-12-03', 'bank', 9300, 'receivable', 'outOfScope', 8800, null],
      [4, '2026-12-03', null, null, 'advance', 'outOfScope', 500, null],
      [5, '2026-12-05', 'bank', 8800, 'receivable', 'outOfScope', 8800, null],
      [6, '2026-12-06', 'advance', 8800, 'receivable', 'outOfScope', 8800, null],
      [7, '2026-12-10', 'receivable', 9544, 'sales', 'taxable10', 9544, 867],
      [7, '2026-12-10', 'receivable', 4400, 'sales', 'exempt', 4400, null],
      [8, '2026-12-15', 'cash', 10000, 'receivable', 'outOfScope', 10000, null],
      [9, '2026-12-20', 'bank', 8360, 'receivable', 'outOfScope', 8360, null],
      [10, '2026-12-21', 'fees', 440, 'receivable', 'outOfScope', 440, null],
    ]);
  });

  it('states the 消費税 the 適格請求書 states, from the same call', () => {
    const partial = december[1]!;
    const sale = monthJournal([partial], '2026-12').find((r) => r.credit?.tax === 'taxable10');
    expect(sale?.credit?.taxAmount).toBe(billInvoiceTotals(partial).tax);
  });

  it('one deposit is one 仕訳: a 振込 paying two months, and a day of 口座振替', () => {
    // ¥33,000 in one 振込 (statement line L1) for December and January, ¥1,000 beyond them.
    const fromLine = (date: string) => payment({ amount: 16_000, date, line: 'L1' });
    const twoMonths = [
      bill('AppH_2026-12', {
        lines: [{ kind: 'rent', label: '利用料', amount: 16_000 }],
        payments: { '0': fromLine('2026-12-08') },
      }),
      bill('AppH_2027-01', {
        lines: [{ kind: 'rent', label: '利用料', amount: 16_000 }],
        payments: { '0': { ...fromLine('2026-12-08'), excess: 1_000 } },
      }),
      // Two customers debited on the 28th: the bank credits ¥17,600 as one sum.
      bill('AppJ_2026-12', { payments: { '0': payment({ date: '2026-12-28', method: 'debit' }) } }),
      bill('AppK_2026-12', { payments: { '0': payment({ date: '2026-12-28', method: 'debit' }) } }),
    ];
    const deposits = monthJournal(twoMonths, '2026-12').filter(
      (r) => r.credit?.account !== 'sales',
    );
    expect(
      deposits.map((r) => [
        r.entry,
        r.date,
        r.debit?.amount ?? null,
        r.credit?.account,
        r.credit?.amount,
      ]),
    ).toEqual([
      [4, '2026-12-08', 33_000, 'receivable', 16_000],
      [4, '2026-12-08', null, 'receivable', 16_000],
      [4, '2026-12-08', null, 'advance', 1_000],
      [5, '2026-12-28', 17_600, 'receivable', 8_800],
      [5, '2026-12-28', null, 'receivable', 8_800],
    ]);
    expect(deposits[0]?.debit?.account).toBe('bank');
    expect(deposits[1]?.description).toBe(`銀行振込 2027年1月分 利用料・管理費 ${name('AppH')}`);
  });

  it("預り金 used on a later month's bill is in that month, with its 売上", () => {
    // The month's run on 12/20 makes January's bill and pays it from the 預り金 at once.
    const january = bill('AppA_2027-01', {
      createdAt: jst('2026-12-20T09:00:00'),
      payments: { '0': payment({ date: '2026-12-20', method: 'balance' }) },
    });
    expect(monthJournal([january], '2026-12')).toEqual([]);
    expect(
      monthJournal([january], '2027-01').map((r) => [
        r.entry,
        r.date,
        r.debit?.account,
        r.credit?.account,
        r.credit?.amount,
      ]),
    ).toEqual([
      [1, '2027-01-01', 'receivable', 'sales', 8800],
      [2, '2027-01-01', 'advance', 'receivable', 8800],
    ]);
  });

  it('writes a 値引き larger than the rest the other way round, never a negative amount', () => {
    const credit = bill('AppG_2026-12', {
      lines: [
        { kind: 'rent', label: '利用料', amount: 1000 },
        { kind: 'credit', label: '返金', amount: -3000 },
      ],
    });
    const [row] = monthJournal([credit], '2026-12');
    expect(row?.debit).toEqual({
      account: 'sales',
      tax: 'taxable10',
      amount: 2000,
      // the invoice's うち消費税 of −2,000 (−182), turned round
      taxAmount: -billInvoiceTotals(credit).tax,
    });
    expect(row?.credit).toEqual({
      account: 'receivable',
      tax: 'outOfScope',
      amount: 2000,
      taxAmount: null,
    });
  });
});

describe('freee 仕訳インポート CSV', () => {
  const csv = toFreeeCsv(monthJournal(december, '2026-12'));

  it('has the documented columns, in order, and no BOM (the file is Shift_JIS)', () => {
    expect([...freeeCsvHeaders]).toEqual(freeeDocumentedColumns);
    const rows = readBack(csv);
    expect(rows[0]).toEqual(freeeDocumentedColumns);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(rows.every((row) => row.length === freeeDocumentedColumns.length)).toBe(true);
  });

  it('a paid bill, a 保証料 line, a part payment in cash and an over-payment', () => {
    const rows = readBack(csv).slice(1);
    const cells = (row: string[] | undefined) =>
      Object.fromEntries(freeeDocumentedColumns.map((c, i) => [c, row?.[i] ?? '']));
    expect(cells(rows[0])).toMatchObject({
      '[表題行]': '[明細行]',
      日付: '2026/12/01',
      伝票番号: '1',
      借方勘定科目: '売掛金',
      借方金額: '8800',
      借方税区分: '対象外',
      貸方勘定科目: '売上高',
      貸方金額: '8800',
      貸方税区分: '課税売上10%',
      貸方税額: '800',
      摘要: `2026年12月分 利用料・管理費 ${name('AppA')}`,
    });
    // The first bill: one 伝票 of two lines, 10% and 非課税 (保証料).
    expect(cells(rows[7])).toMatchObject({
      伝票番号: '7',
      貸方税区分: '課税売上10%',
      貸方金額: '9544',
      貸方税額: '867',
    });
    expect(cells(rows[8])).toMatchObject({
      伝票番号: '7',
      日付: '2026/12/10',
      借方勘定科目: '売掛金',
      貸方勘定科目: '売上高',
      貸方金額: '4400',
      貸方税区分: '非課売上',
      貸方税額: '',
      摘要: `2026年12月分 初回（日割り・初期費用）（保証料） ${name('AppB')}`,
    });
    // Part of it paid in cash.
    expect(cells(rows[9])).toMatchObject({
      伝票番号: '8',
      日付: '2026/12/15',
      借方勘定科目: '現金',
      借方金額: '10000',
      貸方勘定科目: '売掛金',
      貸方金額: '10000',
      摘要: `現金 2026年12月分 初回（日割り・初期費用） ${name('AppB')}`,
    });
    // November's bill paid with ¥500 too much: one deposit, 売掛金 and 前受金 in one 伝票.
    expect(cells(rows[3])).toMatchObject({
      伝票番号: '4',
      借方勘定科目: '普通預金',
      借方金額: '9300',
      貸方勘定科目: '売掛金',
      貸方金額: '8800',
    });
    expect(cells(rows[4])).toMatchObject({
      伝票番号: '4',
      借方勘定科目: '',
      借方金額: '',
      借方税区分: '',
      貸方勘定科目: '前受金',
      貸方金額: '500',
      摘要: `銀行振込 預り金（超過入金） ${name('AppC')}`,
    });
  });
});

describe('マネーフォワード 仕訳帳インポート CSV', () => {
  const csv = toMoneyForwardCsv(monthJournal(december, '2026-12'));

  it('has the documented columns A–AA, in order, and no BOM (the file is Shift_JIS)', () => {
    expect([...moneyForwardCsvHeaders]).toEqual(moneyForwardDocumentedColumns);
    expect(moneyForwardDocumentedColumns).toHaveLength(27);
    const rows = readBack(csv);
    expect(rows[0]).toEqual(moneyForwardDocumentedColumns);
    expect(rows.every((row) => row.length === 27)).toBe(true);
  });

  it('a month: each 取引No balanced, 税区分 as マネーフォワード names them', () => {
    const rows = readBack(csv).slice(1);
    const cells = (row: string[] | undefined) =>
      Object.fromEntries(moneyForwardDocumentedColumns.map((c, i) => [c, row?.[i] ?? '']));
    const sums = new Map<string, number>();
    for (const row of rows) {
      const c = cells(row);
      const no = c['取引No']!;
      sums.set(no, (sums.get(no) ?? 0) + Number(c['借方金額(円)']) - Number(c['貸方金額(円)']));
    }
    expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
    expect(cells(rows[7])).toMatchObject({
      取引No: '7',
      取引日: '2026/12/10',
      借方勘定科目: '売掛金',
      借方税区分: '対象外',
      '借方金額(円)': '9544',
      貸方勘定科目: '売上高',
      貸方税区分: '課税売上 10%',
      '貸方金額(円)': '9544',
      貸方税額: '867',
    });
    expect(cells(rows[8])).toMatchObject({
      取引No: '7',
      貸方税区分: '非課税売上',
      '貸方金額(円)': '4400',
      貸方税額: '',
    });
    expect(cells(rows[4])).toMatchObject({
      取引No: '4',
      借方勘定科目: '',
      貸方勘定科目: '前受金',
      '貸方金額(円)': '500',
    });
    expect(cells(rows[6])).toMatchObject({
      取引No: '6',
      借方勘定科目: '前受金',
      貸方勘定科目: '売掛金',
      摘要: `預り金から充当 2026年12月分 利用料・管理費 ${name('AppD')}`,
    });
    expect(cells(rows[11])).toMatchObject({
      取引No: '10',
      取引日: '2026/12/21',
      借方勘定科目: '支払手数料',
      貸方勘定科目: '売掛金',
      '貸方金額(円)': '440',
      摘要: `差額の処理（振込手数料） 2026年12月分 利用料・管理費 ${name('AppF')}`,
    });
    expect(rows).toHaveLength(12);
  });
});

describe('encodeShiftJis', () => {
  it('writes Windows-31J as Windows does, byte for byte', () => {
    const hex = (text: string) => Buffer.from(encodeShiftJis(text).bytes).toString('hex');
    expect(hex('取引No')).toBe('8ee688f84e6f');
    expect(hex('ア')).toBe('8341');
    expect(hex('ｱ')).toBe('b1');
    expect(hex('①')).toBe('8740');
    expect(hex('～')).toBe('8160'); // U+FF5E
    expect(hex('−')).toBe('817c'); // U+2212 as the full-width hyphen-minus
    expect(hex('¥')).toBe('5c');
    expect(hex('≒')).toBe('81e0'); // JIS row 2, not the NEC row 13 copy
    expect(hex('髙')).toBe('fbfc'); // the IBM extension, not its NEC-selected copy
  });

  it('writes a character Shift_JIS has not as 〓 and says which', () => {
    const { bytes, replaced } = encodeShiftJis('𠮷野家 🍣');
    expect(new TextDecoder('shift_jis').decode(bytes)).toBe('〓野家 〓');
    expect(replaced).toEqual(['𠮷', '🍣']);
  });
});
