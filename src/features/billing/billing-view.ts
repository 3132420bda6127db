import { billStateLabels, type BillState } from '#shared/model/bill.js';
import { isBillingPeriod, periodOf } from '#shared/billing/billing-period.js';

/**
 * What the billing screen shows, from its address: a month (`?month=YYYY-MM`, this month in
 * Japan by default), optionally narrowed to one state (`?status=`); or, with `?status=` and no
 * month (the dashboard's 支払期限超過 link), every month's bills in that state.
 */
export type BillingView =
  | { kind: 'month'; period: string; status: BillState | null }
  | { kind: 'status'; status: BillState };

export const billingParams = { month: 'month', status: 'status' } as const;

function parseStatus(value: string | null): BillState | null {
  return value !== null && Object.hasOwn(billStateLabels, value) ? (value as BillState) : null;
}

/** The view an address asks for; an unknown month or state falls back to this month. */
export function parseBillingView(params: URLSearchParams, today: string): BillingView {
  const month = params.get(billingParams.month);
  const status = parseStatus(params.get(billingParams.status));
  if (isBillingPeriod(month)) return { kind: 'month', period: month, status };
  if (status !== null && month === null) return { kind: 'status', status };
  return { kind: 'month', period: periodOf(today), status };
}

/** The address's query for a view (`?month=2026-12&status=unpaid`, `?status=overdue`). */
export function billingViewSearch(view: BillingView): string {
  const params = new URLSearchParams();
  if (view.kind === 'month') params.set(billingParams.month, view.period);
  if (view.status !== null) params.set(billingParams.status, view.status);
  return `?${params.toString()}`;
}
