import type { Application } from '@/lib/model/application';
import { finalBillPeriod } from '#shared/billing/contract-to-bill.js';
import type { FinalBill, FinalBillOf } from '@/lib/model/final-bill';
import { useEndMonthBill } from '../../api/get-end-month-bill';

/**
 * What ending `application` on `endDate` costs, for the staff's dialogs: the last month's bill is
 * read (made already, or not), then the screen's finalBillOf (the money model) decides.
 * undefined while it is read; null when there is nothing to say (no end date, no finalBillOf,
 * no price to bill, or the read failed).
 */
export function useFinalBill(
  brandId: string,
  application: (Application & { id: string }) | null | undefined,
  endDate: string | null,
  finalBillOf: FinalBillOf | undefined,
): FinalBill | null | undefined {
  // The month whose bill is the last (the first month's, for a contract ended before it starts).
  const period =
    application && endDate && finalBillOf ? finalBillPeriod(application, endDate) : null;
  const bill = useEndMonthBill(brandId, application?.id ?? '', period);
  if (period === null || !application || !endDate || !finalBillOf) return null;
  if (bill.isPending) return undefined;
  if (bill.isError) return null;
  return finalBillOf(application, endDate, bill.data ? [bill.data] : []);
}
