import type { ComponentProps } from 'react';
import { InvoiceView, type InvoiceViewProps } from '@/features/billing/invoice/invoice-view';
import { HowToPay } from '@/features/payment/components/how-to-pay';
import { billBalance, billStateLabels, billStateOn, type Bill } from '#shared/model/bill.js';
import { todayInJapan } from '@/utils/today-in-japan';

type BillInvoiceProps = Omit<InvoiceViewProps, 'statusLabel' | 'howToPay' | 'bill'> & {
  bill: InvoiceViewProps['bill'] & Pick<Bill, 'status' | 'payments' | 'paidAmount' | 'writeOff'>;
  customer: InvoiceViewProps['customer'] & ComponentProps<typeof HowToPay>['customer'];
};

/**
 * A bill's 適格請求書 with its state today, what was paid of it and, while unpaid, how to pay
 * what is still due (my unit and staff).
 */
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
            amount={billBalance(bill)}
            dueDate={bill.dueDate}
          />
        ) : null
      }
    />
  );
}
