import {
  activePayments,
  billStateLabels,
  billStateOn,
  lastPaymentDate,
  paymentRecordMethodLabels,
} from '#shared/model/bill.js';
import type { BillRow } from '../bill-row';
import { billInvoiceTotals } from '../invoice/invoice-totals';
import { csvDate } from './csv-date';
import { toCsv } from '@/lib/csv/to-csv';

export const billsCsvHeaders = [
  '請求ID',
  '請求月',
  '契約者名',
  'フリガナ',
  '物件番号',
  '区画',
  '金額（税込）',
  '消費税',
  '支払期限',
  '状態',
  '入金額',
  '入金方法',
  '入金日',
] as const;

/** 入金方法 of the payments that stand, each once in the order recorded: 「銀行振込・預り金から充当」. */
function paymentMethodsOf(bill: BillRow): string {
  return [...new Set(activePayments(bill).map((p) => paymentRecordMethodLabels[p.method]))].join(
    '・',
  );
}

/**
 * The bills as a CSV file for Excel (one row per bill, yen as plain integers): 消費税 is the
 * invoice's うち消費税 (10%), 入金額 what the payments that stand settle, 入金日 the latest.
 */
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
      billInvoiceTotals(bill).tax,
      csvDate(bill.dueDate),
      billStateLabels[billStateOn(bill, today)],
      bill.paidAmount,
      paymentMethodsOf(bill),
      csvDate(lastPaymentDate(bill)),
    ]),
  );
}
