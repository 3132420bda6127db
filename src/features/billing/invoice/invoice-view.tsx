import type { ReactNode } from 'react';
import type { Bill, BillLine } from '#shared/model/bill.js';
import type { BillingSettings } from '@/lib/model/billing-settings';
import { formatCustomerNumber } from '@/lib/model/transfer-name';
import { formatIsoDate } from '@/utils/format-iso-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { InvoiceDocument } from './invoice-document';
import { invoiceSettlement } from './invoice-settlement';
import { invoiceLinesOf } from './invoice-totals';

/** What the invoice needs of a bill (lines when the bill has them, else its amount as one line). */
export type InvoiceBill = {
  id: string;
  period: string;
  amount: number;
  description: string;
  dueDate: string;
  status: string;
  createdAt: Date;
  lines?: readonly Pick<BillLine, 'kind' | 'label' | 'amount'>[];
} & Partial<Pick<Bill, 'payments' | 'paidAmount' | 'writeOff'>>;

export type InvoiceViewProps = {
  bill: InvoiceBill;
  statusLabel: string;
  settings: BillingSettings | null;
  /** fallback issuer when the brand has no settings yet */
  brandName: string;
  customer: { name: string; customerNumber?: number | undefined } | null;
  /** お支払い方法 for a bill still to pay */
  howToPay?: ReactNode;
};

/** A bill as its 適格請求書, with a print button (hidden on paper). */
export function InvoiceView({
  bill,
  statusLabel,
  settings,
  brandName,
  customer,
  howToPay,
}: InvoiceViewProps) {
  return (
    <>
      <div className="invoice-actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          印刷・PDFで保存
        </button>
      </div>
      <InvoiceDocument
        issuer={{
          name: settings?.issuerName ?? brandName,
          registrationNumber: settings?.registrationNumber ?? null,
        }}
        number={bill.id}
        issueDate={formatIsoDate(bill.createdAt)}
        subject={`${formatYearMonth(bill.period)}分`}
        customerName={customer?.name ?? 'お客様'}
        customerNumber={
          customer?.customerNumber === undefined
            ? undefined
            : formatCustomerNumber(customer.customerNumber)
        }
        dueDate={bill.dueDate}
        lines={invoiceLinesOf(bill)}
        status={statusLabel}
        settlement={
          bill.payments && bill.paidAmount !== undefined && bill.writeOff !== undefined
            ? invoiceSettlement({
                amount: bill.amount,
                payments: bill.payments,
                paidAmount: bill.paidAmount,
                writeOff: bill.writeOff,
              })
            : null
        }
        howToPay={howToPay}
      />
    </>
  );
}
