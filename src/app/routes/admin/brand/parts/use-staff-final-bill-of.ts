import { useCallback } from 'react';
import { finalBillOf } from '@/features/billing/final-bill';
import { useTerminationRule } from '@/features/brands/api/get-termination-rule';
import type { FinalBillOf } from '@/lib/model/final-bill';
import { todayInJapan } from '@/utils/today-in-japan';

/**
 * What ending a contract of the brand costs, for the staff's 解約 dialogs (issue 31, item 3): the
 * money model's finalBillOf with the brand's 解約 rule and today's date, composed here because
 * the applications feature may not reach into billing.
 */
export function useStaffFinalBillOf(brandId: string): FinalBillOf {
  const rule = useTerminationRule(brandId);
  return useCallback<FinalBillOf>(
    (application, endDate, bills) =>
      finalBillOf({ application, endDate, rule, space: null, bills, today: todayInJapan() }),
    [rule],
  );
}
