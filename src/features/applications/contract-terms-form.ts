import type { ContractTermsInput } from '@/features/billing/api/first-bill';
import { isRealCalendarDate, calendarDatePattern } from '#shared/model/calendar-date.js';
import { limits } from '#shared/model/limits.js';
import type { Space } from '@/lib/model/space';

/** The contract dialog's fields as typed (strings), keyed like the terms. */
export type ContractTermsDraft = Record<keyof ContractTermsInput, string>;

export const contractTermsLabels: Record<keyof ContractTermsInput, string> = {
  startDate: '利用開始日',
  monthlyFee: '月額利用料（税込・円）',
  adminFee: '月額管理費（税込・円）',
  handlingFee: '事務手数料（税込・円）',
  guaranteeFee: '保証料（税込・円）',
  keyFee: '鍵代（税込・円）',
  dueDay: '毎月の支払期限日（1〜28日）',
};

/** What staff start from: the applicant's 利用開始希望日 and the space's fees as they are now. */
export function draftTermsOf(
  startDate: string,
  space: Pick<Space, 'monthlyFee' | 'adminFee' | 'initialCosts'>,
): ContractTermsDraft {
  return {
    startDate,
    monthlyFee: String(space.monthlyFee),
    adminFee: String(space.adminFee),
    handlingFee: String(space.initialCosts.handlingFee),
    guaranteeFee: String(space.initialCosts.guaranteeFee),
    keyFee: String(space.initialCosts.keyFee),
    dueDay: '27',
  };
}

/**
 * The typed terms checked (whole yen 0 … 10,000,000 written with or without commas, a real
 * date, a due day 1–28): the terms, or the Japanese message of the first field in error.
 */
export function parseContractTerms(
  draft: ContractTermsDraft,
): { terms: ContractTermsInput } | { error: string } {
  const date = draft.startDate.trim();
  if (!calendarDatePattern.test(date) || !isRealCalendarDate(date))
    return { error: '利用開始日を正しい日付で入力してください' };
  const yen = (key: Exclude<keyof ContractTermsInput, 'startDate' | 'dueDay'>) => {
    const text = draft[key].replaceAll(',', '').trim();
    const n = Number(text);
    return /^\d+$/.test(text) && n <= limits.maxYen ? n : null;
  };
  const fees = {
    monthlyFee: yen('monthlyFee'),
    adminFee: yen('adminFee'),
    handlingFee: yen('handlingFee'),
    guaranteeFee: yen('guaranteeFee'),
    keyFee: yen('keyFee'),
  };
  for (const [key, value] of Object.entries(fees)) {
    if (value === null) {
      const label = contractTermsLabels[key as keyof ContractTermsInput].replace(/（.*$/, '');
      return { error: `${label}は0〜10,000,000の整数（円）で入力してください` };
    }
  }
  const dueDay = Number(draft.dueDay.trim());
  if (!Number.isInteger(dueDay) || dueDay < 1 || dueDay > 28)
    return { error: '毎月の支払期限日は1〜28の整数で入力してください' };
  return {
    terms: {
      startDate: date,
      monthlyFee: fees.monthlyFee!,
      adminFee: fees.adminFee!,
      handlingFee: fees.handlingFee!,
      guaranteeFee: fees.guaranteeFee!,
      keyFee: fees.keyFee!,
      dueDay,
    },
  };
}
