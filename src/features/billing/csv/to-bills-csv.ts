import { billStateLabels, billStateOn, lastPaymentDate } from '@/lib/model/bill';
import type { BillRow } from '../bill-row';
import { csvDate } from './csv-date';
import { toCsv } from './to-csv';

export const billsCsvHeaders = [
  '請求ID',
  '請求月',
  '契約者名',
  'フリガナ',
  '物件番号',
  '区画',
  '金額（税込）',
  '支払期限',
  '状態',
  '入金日',
] as const;

/** The bills as a CSV file for Excel (one row per bill, yen as plain integers). */
export function toBillsCsv(rows: readonly BillRow[], today: string): string {
  return toCsv(
    billsCsvHeaders,
    rows.map((bill) => [
      bill.id,
      csvDate(bill.period),
      bill.application?.name ?? '',
      bill.application?.kana ?? '',
      bill.application?.assetId ?? '',
      bill.application?.spaceId ?? '',
      bill.amount,
      csvDate(bill.dueDate),
      billStateLabels[billStateOn(bill, today)],
      csvDate(lastPaymentDate(bill)),
    ]),
  );
}
