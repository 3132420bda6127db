import type { ComponentProps } from 'react';
import { InvoiceView, type InvoiceViewProps } from '@/features/billing/invoice/invoice-view';
import { HowToPay } from '@/features/payment/components/how-to-pay';
import { billBalance, billStateLabels, billStateOn, type Bill } from '#shared/model/bill.js';
import { todayInJapan } from '@/utils/today-in-japan';

type BillInvoiceProps = Omit<InvoiceViewProps, 'statusLabel' | 'howToPay' | 'bill'> & {
  bill: InvoiceViewProps['bill'] & Pick<Bill, 'status' | 'payments' | 'paidAmount' | 'writeOff'>;
  customer: InvoiceViewProps['customer'] & ComponentProps<typeof HowToPay>['customer'];
  /** what is said of the debit the bank is asked to make for it, while its result is not back */
  debit?: string | undefined;
};

/**
 * A bill's 適格請求書 with its state today, what was paid of it and, while unpaid, how to pay
 * what is still due (my unit and staff) — or, for a bill in a sent 依頼データ, the day and account
 * of the debit instead of a 振込 request (issue 37, item 4).
 */
export function BillInvoice({ bill, settings, brandName, customer, debit }: BillInvoiceProps) {
  const debited = debit !== undefined && bill.status === 'unpaid';
  return (
    <InvoiceView
      bill={bill}
      statusLabel={debited ? '口座振替の予定' : billStateLabels[billStateOn(bill, todayInJapan())]}
      settings={settings}
      brandName={brandName}
      customer={customer}
      howToPay={
        debited ? (
          <section className="how-to-pay">
            <h2>お支払い方法</h2>
            <p>{debit}</p>
          </section>
        ) : bill.status === 'unpaid' ? (
          <HowToPay
            settings={settings}
            customer={customer}
            amount={billBalance(bill)}
            dueDate={bill.dueDate}
          />
        ) : null
      }
    />
  );
}
