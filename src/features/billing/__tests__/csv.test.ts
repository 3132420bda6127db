import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { BillRow } from '../bill-row';
import { applicationsCsvFileName, billsCsvFileName } from '../csv/csv-file-names';
import {
  applicationsCsvHeaders,
  toApplicationsCsv,
  type ApplicationCsvRow,
} from '../csv/to-applications-csv';
import { billsCsvHeaders, toBillsCsv } from '../csv/to-bills-csv';
import { billInvoiceTotals } from '../invoice/invoice-totals';

const at = new Date('2026-11-30T16:30:00Z'); // 2026-12-01 01:30 in Japan

const bill = (over: Partial<BillRow> = {}): BillRow => ({
  id: 'AppA_2026-12',
  uid: 'uid-a',
  applicationId: 'AppA',
  period: '2026-12',
  amount: 8200,
  description: '2026年12月分 利用料・管理費',
  status: 'paid',
  dueDate: '2026-12-27',
  lines: [{ kind: 'rent', label: '利用料（12月分）', amount: 8200 }],
  payments: {
    '0': {
      amount: 8200,
      excess: 0,
      date: '2026-12-01',
      method: 'transfer',
      note: '',
      line: null,
      recordedBy: 'staff',
      recordedAt: at,
      reversal: null,
    },
  },
  paidAmount: 8200,
  writeOff: null,
  cancelReason: null,
  history: { '0': { action: 'created', by: 'staff', at, amount: 8200, note: '' } },
  createdAt: at,
  updatedAt: at,
  application: {
    id: 'AppA',
    uid: 'uid-a',
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    assetId: 'SK-101',
    spaceId: '1C-03',
  },
  ...over,
});

/** The file as Excel would read it: BOM off, then the rows. */
function parse(csv: string): string[][] {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;
}

describe('toBillsCsv', () => {
  it('starts with the UTF-8 BOM and a Japanese header row, lines end in CRLF', () => {
    const csv = toBillsCsv([bill()], '2026-12-10');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe(billsCsvHeaders.join(','));
    expect(csv.split('\r\n')).toHaveLength(2);
    expect(csv.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('writes dates as 2026/12/01 (入金日 in Japan time) and yen as a plain integer', () => {
    const [, row] = parse(toBillsCsv([bill()], '2026-12-10'));
    expect(row).toEqual([
      'AppA_2026-12',
      '2026/12',
      '佐藤 花子',
      'サトウ ハナコ',
      'SK-101',
      '1C-03',
      '8200',
      '745',
      '2026/12/27',
      '支払済み',
      '8200',
      '銀行振込',
      '2026/12/01',
    ]);
  });

  it('消費税 is the invoice’s うち消費税; 入金額 and 入金方法 count only payments that stand', () => {
    const withGuarantee = bill({
      amount: 12600,
      lines: [
        { kind: 'rent', label: '利用料（12月分）', amount: 8200 },
        { kind: 'guaranteeFee', label: '保証料', amount: 4400 },
      ],
      status: 'unpaid',
      payments: {
        '0': { ...bill().payments['0']!, amount: 5000, reversal: null },
        '1': {
          ...bill().payments['0']!,
          amount: 3000,
          method: 'cash',
          reversal: { by: 'staff', at, reason: '取り違え' },
        },
        '2': { ...bill().payments['0']!, amount: 2000, method: 'balance', date: '2026-12-03' },
      },
      paidAmount: 7000,
    });
    const [, row] = parse(toBillsCsv([withGuarantee], '2026-12-10'));
    const cell = (header: (typeof billsCsvHeaders)[number]) =>
      row?.[billsCsvHeaders.indexOf(header)];
    expect(cell('金額（税込）')).toBe('12600');
    // 10% of 8,200 only: the 保証料 is 非課税, as on the 適格請求書.
    expect(cell('消費税')).toBe(String(billInvoiceTotals(withGuarantee).tax));
    expect(cell('消費税')).toBe('745');
    expect(cell('入金額')).toBe('7000');
    expect(cell('入金方法')).toBe('銀行振込・預り金から充当');
    expect(cell('入金日')).toBe('2026/12/03');
    expect(cell('状態')).toBe('一部入金');
  });

  it('quotes names holding a comma, a quote or a line break, and they read back whole', () => {
    const name = '山田, "はなこ"\n二行目';
    const csv = toBillsCsv(
      [
        bill({
          application: { ...bill().application!, name },
          payments: {},
          paidAmount: 0,
          status: 'unpaid',
        }),
      ],
      '2026-12-10',
    );
    expect(csv).toContain('"山田, ""はなこ""\n二行目"');
    const rows = parse(csv);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[2]).toBe(name);
    expect(rows[1]?.[billsCsvHeaders.indexOf('入金日')]).toBe('');
    expect(rows[1]?.[billsCsvHeaders.indexOf('入金方法')]).toBe('');
  });

  it('never lets Excel run a name as a formula', () => {
    const csv = toBillsCsv(
      [bill({ application: { ...bill().application!, name: '=1+1' } })],
      '2026-12-10',
    );
    expect(parse(csv)[1]?.[2]).toBe("'=1+1");
  });

  it('is the header row alone when there are no bills', () => {
    expect(parse(toBillsCsv([], '2026-12-10'))).toEqual([[...billsCsvHeaders]]);
  });
});

describe('toApplicationsCsv', () => {
  const application: ApplicationCsvRow = {
    id: 'QGFDwbwwNI8CFFszcsf2',
    uid: 'demo-user',
    assetId: 'SK-101',
    spaceId: '1C-03',
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    email: 'user@example.com',
    phone: '090-0000-0001',
    postalCode: '154-0004',
    prefecture: '東京都',
    city: '世田谷区',
    addressLine: '太子堂1-2-3',
    birthDate: '1990-04-01',
    startDate: '2026-06-01',
    termsVersion: 2,
    status: 'contracted',
    identityDocumentPath: null,
    history: { '0': { at, by: 'demo-user', from: null, to: 'submitted' } },
    terminationRequest: { endDate: '2026-12-31', requestedAt: at },
    createdAt: at,
    updatedAt: at,
  };

  it('has the BOM, Japanese headers and one row per application', () => {
    const csv = toApplicationsCsv([application], () => 'ソラクラ 三軒茶屋');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv);
    expect(rows[0]).toEqual([...applicationsCsvHeaders]);
    expect(rows[1]).toEqual([
      'QGFDwbwwNI8CFFszcsf2',
      '2026/12/01',
      '契約中',
      '佐藤 花子',
      'サトウ ハナコ',
      'user@example.com',
      '090-0000-0001',
      '154-0004',
      '東京都 世田谷区 太子堂1-2-3',
      '1990/04/01',
      'SK-101',
      'ソラクラ 三軒茶屋',
      '1C-03',
      '2026/06/01',
      '2026/12/31',
    ]);
  });
});

describe('CSV file names', () => {
  it('say the brand, what and which month', () => {
    expect(billsCsvFileName('sorakura', { kind: 'month', period: '2026-12', status: null })).toBe(
      'sorakura-請求-2026-12.csv',
    );
    expect(
      billsCsvFileName('sorakura', { kind: 'month', period: '2026-12', status: 'unpaid' }),
    ).toBe('sorakura-請求-2026-12-未払い.csv');
    expect(billsCsvFileName('sorakura', { kind: 'status', status: 'overdue' })).toBe(
      'sorakura-請求-支払期限超過.csv',
    );
    expect(applicationsCsvFileName('sorakura', '2026-11-24')).toBe('sorakura-申込-2026-11-24.csv');
  });
});
