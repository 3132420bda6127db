import type { ComponentProps } from 'react';
import { InvoiceView, type InvoiceViewProps } from '@/features/billing/invoice/invoice-view';
import { HowToPay } from '@/features/payment/components/how-to-pay';
import { billStateLabels, billStateOn } from '@/lib/model/bill';
import { todayInJapan } from '@/utils/today-in-japan';

type BillInvoiceProps = Omit<InvoiceViewProps, 'statusLabel' | 'howToPay' | 'bill'> & {
  bill: InvoiceViewProps['bill'] & Parameters<typeof billStateOn>[0];
  customer: InvoiceViewProps['customer'] & ComponentProps<typeof HowToPay>['customer'];
};

/** A bill's 適格請求書 with its state today and, while unpaid, how to pay (my unit and staff). */
export function BillInvoice({ bill, settings, brandName, customer }: BillInvoiceProps) {
  return (
    <InvoiceView
      bill={bill}
      statusLabel={billStateLabels[billStateOn(bill, todayInJapan())]}
      settings={settings}
      brandName={brandName}
      customer={customer}
      howToPay={
        bill.status === 'unpaid' ? (
          <HowToPay
            settings={settings}
            customer={customer}
            amount={bill.amount}
            dueDate={bill.dueDate}
          />
        ) : null
      }
    />
  );
}
