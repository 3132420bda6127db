import {
  activePayments,
  billBalance,
  paymentRecordMethodLabels,
  type Bill,
} from '#shared/model/bill.js';

/** What was paid of a bill and what is left, as the invoice prints it under the totals. */
export type InvoiceSettlement = {
  /** ご入金済み: each payment that stands (a reversed one is no money received) */
  payments: readonly { key: string; date: string; method: string; amount: number }[];
  /** their sum */
  paid: number;
  /** 差額処理: what staff wrote off (null: nothing) */
  writeOff: number | null;
  /** お支払い残高 (ご請求残高) */
  balance: number;
};

/**
 * The bill's payments and write-off for its invoice, or null when there is neither (the
 * ご請求金額 is then all there is to pay). Not lines: the totals and the tax stay those of the
 * lines, as the インボイス制度 asks; the payments only say how much of it is settled.
 */
export function invoiceSettlement(
  bill: Pick<Bill, 'amount' | 'payments' | 'paidAmount' | 'writeOff'>,
): InvoiceSettlement | null {
  const payments = activePayments(bill);
  if (payments.length === 0 && bill.writeOff === null) return null;
  return {
    payments: payments.map((p) => ({
      key: p.key,
      date: p.date,
      method: paymentRecordMethodLabels[p.method],
      amount: p.amount,
    })),
    paid: bill.paidAmount,
    writeOff: bill.writeOff?.amount ?? null,
    balance: billBalance(bill),
  };
}
