import { csvDate } from './csv-date';
import {
  journalAccounts,
  type JournalRow,
  type JournalSide,
  type JournalTax,
} from './month-journal';
import { toCsv } from '@/lib/csv/to-csv';

/**
 * マネーフォワード クラウド会計「仕訳帳」のインポート
 * (https://biz.moneyforward.com/support/tax-return/guide/import-books/ib01.html): the sample
 * format's 27 columns A–AA, in its order. 取引No, 取引日, 勘定科目 and 金額 are required; rows
 * with the same 取引No and 取引日 that balance are one 仕訳 (docs/billing.md, "Accounting export").
 */
export const moneyForwardCsvHeaders = [
  '取引No',
  '取引日',
  '借方勘定科目',
  '借方補助科目',
  '借方部門',
  '借方取引先',
  '借方税区分',
  '借方インボイス',
  '借方金額(円)',
  '借方税額',
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方取引先',
  '貸方税区分',
  '貸方インボイス',
  '貸方金額(円)',
  '貸方税額',
  '摘要',
  '仕訳メモ',
  'タグ',
  'MF仕訳タイプ',
  '決算整理仕訳',
  '作成日時',
  '作成者',
  '最終更新日時',
  '最終更新者',
] as const;

/** マネーフォワードの税区分 names (a half-width space before the rate). */
export const moneyForwardTaxNames: Record<JournalTax, string> = {
  taxable10: '課税売上 10%',
  exempt: '非課税売上',
  outOfScope: '対象外',
};

/**
 * 勘定科目, 補助科目・部門・取引先 empty, 税区分, インボイス empty (sales), 金額, 税額 (all empty:
 * no side, a 複合仕訳's line).
 */
function sideCells(s: JournalSide | null): (string | number)[] {
  if (s === null) return Array<string>(8).fill('');
  return [
    journalAccounts[s.account],
    '',
    '',
    '',
    moneyForwardTaxNames[s.tax],
    '',
    s.amount,
    s.taxAmount ?? '',
  ];
}

/** The month's 仕訳 as マネーフォワード imports them (text; the download writes it in Shift_JIS). */
export function toMoneyForwardCsv(rows: readonly JournalRow[]): string {
  return toCsv(
    moneyForwardCsvHeaders,
    rows.map((row) => [
      row.entry,
      csvDate(row.date),
      ...sideCells(row.debit),
      ...sideCells(row.credit),
      row.description,
      ...Array<string>(8).fill(''),
    ]),
    { bom: false },
  );
}
