import { csvDate } from './csv-date';
import {
  journalAccounts,
  type JournalRow,
  type JournalSide,
  type JournalTax,
} from './month-journal';
import { toCsv } from '@/lib/csv/to-csv';

/**
 * freee会計「仕訳のインポート」(汎用形式: その他の会計ソフトから仕訳データを移行する,
 * https://support.freee.co.jp/hc/ja/articles/204847430): the columns of the template that page
 * attaches, in its order. Rows of one 仕訳 share 日付 and 伝票番号; the file is imported as
 * 振替伝票 (docs/billing.md, "Accounting export").
 */
export const freeeCsvHeaders = [
  '[表題行]',
  '日付',
  '伝票番号',
  '決算整理仕訳',
  '借方勘定科目',
  '借方科目コード',
  '借方補助科目',
  '借方取引先',
  '借方取引先コード',
  '借方部門',
  '借方品目',
  '借方メモタグ',
  '借方セグメント1',
  '借方セグメント2',
  '借方セグメント3',
  '借方金額',
  '借方税区分',
  '借方税額',
  '貸方勘定科目',
  '貸方科目コード',
  '貸方補助科目',
  '貸方取引先',
  '貸方取引先コード',
  '貸方部門',
  '貸方品目',
  '貸方メモタグ',
  '貸方セグメント1',
  '貸方セグメント2',
  '貸方セグメント3',
  '貸方金額',
  '貸方税区分',
  '貸方税額',
  '摘要',
] as const;

/** freee's 税区分 names (its defaults: 非課税売上 is 「非課売上」). */
export const freeeTaxNames: Record<JournalTax, string> = {
  taxable10: '課税売上10%',
  exempt: '非課売上',
  outOfScope: '対象外',
};

/** 勘定科目, the codes, tags and segments left empty, 金額, 税区分, 税額 (all empty: no side). */
function sideCells(s: JournalSide | null): (string | number)[] {
  if (s === null) return Array<string>(14).fill('');
  return [
    journalAccounts[s.account],
    ...Array<string>(10).fill(''),
    s.amount,
    freeeTaxNames[s.tax],
    s.taxAmount ?? '',
  ];
}

/** The month's 仕訳 as freee imports them (text; the download writes it in Shift_JIS). */
export function toFreeeCsv(rows: readonly JournalRow[]): string {
  return toCsv(
    freeeCsvHeaders,
    rows.map((row) => [
      '[明細行]',
      csvDate(row.date),
      row.entry,
      '',
      ...sideCells(row.debit),
      ...sideCells(row.credit),
      row.description,
    ]),
    { bom: false },
  );
}
