import { calendarDatePattern, isRealCalendarDate } from '../model/calendar-date.js';

export type FirstPaymentInput = {
  /** 月額利用料 (tax included yen) */
  monthlyFee: number;
  /** 月額管理費 (tax included yen) */
  adminFee: number;
  initialCosts: { handlingFee: number; guaranteeFee: number; keyFee: number };
  /** 利用開始日 `YYYY-MM-DD` */
  startDate: string;
};

export type FirstPaymentEstimate = {
  startDate: string;
  daysInMonth: number;
  /** days from the start date to the end of its month, both included */
  daysUsed: number;
  proratedMonthlyFee: number;
  proratedAdminFee: number;
  firstMonthTotal: number;
  initialCostsTotal: number;
  total: number;
  lines: { label: string; amount: number }[];
};

const monthDay = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});

function wholeYen(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `estimateFirstPayment: ${name} must be whole yen of 0 or more, got ${value}`,
    );
  }
  return value;
}

/**
 * What an applicant pays first: the start month's fees 日割り (fee × days used ÷ days in the
 * month, each rounded down to the yen) plus the initial costs. Starting on the 1st charges the
 * full month.
 */
export function estimateFirstPayment(input: FirstPaymentInput): FirstPaymentEstimate {
  const { startDate } = input;
  if (!calendarDatePattern.test(startDate) || !isRealCalendarDate(startDate)) {
    throw new Error(
      `estimateFirstPayment: startDate must be a real calendar date YYYY-MM-DD, got "${startDate}"`,
    );
  }
  const monthlyFee = wholeYen('monthlyFee', input.monthlyFee);
  const adminFee = wholeYen('adminFee', input.adminFee);
  const handlingFee = wholeYen('handlingFee', input.initialCosts.handlingFee);
  const guaranteeFee = wholeYen('guaranteeFee', input.initialCosts.guaranteeFee);
  const keyFee = wholeYen('keyFee', input.initialCosts.keyFee);

  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  // Day 0 of the next month is the last day of this one.
  const monthEnd = new Date(Date.UTC(year, month, 0));
  const daysInMonth = monthEnd.getUTCDate();
  const daysUsed = daysInMonth - day + 1;
  const prorate = (fee: number) => Math.floor((fee * daysUsed) / daysInMonth);
  const proratedMonthlyFee = prorate(monthlyFee);
  const proratedAdminFee = prorate(adminFee);
  const firstMonthTotal = proratedMonthlyFee + proratedAdminFee;
  const initialCostsTotal = handlingFee + guaranteeFee + keyFee;

  const fullMonth = daysUsed === daysInMonth;
  const first = monthDay.format(new Date(Date.UTC(year, month - 1, day)));
  // The last day of a month alone reads 「12/31の1日分」, not 「12/31〜12/31」.
  const period = daysUsed === 1 ? first : `${first}〜${monthDay.format(monthEnd)}`;
  const lines = [
    {
      label: fullMonth
        ? `初月利用料（${month}月分）`
        : `初月利用料（日割り・${period}の${daysUsed}日分）`,
      amount: proratedMonthlyFee,
    },
    {
      label: fullMonth ? `初月管理費（${month}月分）` : '初月管理費（日割り）',
      amount: proratedAdminFee,
    },
    { label: '事務手数料', amount: handlingFee },
    { label: '保証料', amount: guaranteeFee },
    { label: '鍵代', amount: keyFee },
  ];

  return {
    startDate,
    daysInMonth,
    daysUsed,
    proratedMonthlyFee,
    proratedAdminFee,
    firstMonthTotal,
    initialCostsTotal,
    total: firstMonthTotal + initialCostsTotal,
    lines,
  };
}
