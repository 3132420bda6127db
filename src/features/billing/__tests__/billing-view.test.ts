import { describe, expect, it } from 'vitest';
import { billTotals } from '../bill-totals';
import { billingViewSearch, parseBillingView } from '../billing-view';

const view = (search: string) => parseBillingView(new URLSearchParams(search), '2026-11-24');

describe('parseBillingView', () => {
  it('shows this month in Japan by default', () => {
    expect(view('')).toEqual({ kind: 'month', period: '2026-11', status: null });
  });

  it('reads ?month= and ?status=', () => {
    expect(view('?month=2026-12')).toEqual({ kind: 'month', period: '2026-12', status: null });
    expect(view('?month=2026-12&status=paid')).toEqual({
      kind: 'month',
      period: '2026-12',
      status: 'paid',
    });
  });

  it('shows every month in one state for ?status= alone (the dashboard’s link)', () => {
    expect(view('?status=overdue')).toEqual({ kind: 'status', status: 'overdue' });
  });

  it('falls back to this month for a month or state it does not know', () => {
    expect(view('?month=2026-13&status=overdue')).toEqual({
      kind: 'month',
      period: '2026-11',
      status: 'overdue',
    });
    expect(view('?status=late')).toEqual({ kind: 'month', period: '2026-11', status: null });
  });

  it('round-trips through the address', () => {
    for (const search of ['?month=2026-12', '?month=2026-12&status=unpaid', '?status=overdue']) {
      expect(billingViewSearch(view(search))).toBe(search);
    }
  });
});

describe('billTotals', () => {
  it('counts and sums each state (overdue derived from the due date)', () => {
    const totals = billTotals(
      [
        { status: 'paid', dueDate: '2026-12-27', amount: 8200 },
        { status: 'unpaid', dueDate: '2026-12-27', amount: 6000 },
        { status: 'paid', dueDate: '2026-12-27', amount: 1000 },
        { status: 'unpaid', dueDate: '2026-11-27', amount: 500 },
      ],
      '2026-12-01',
    );
    expect(totals.byStatus).toEqual([
      { status: 'unpaid', count: 1, amount: 6000 },
      { status: 'overdue', count: 1, amount: 500 },
      { status: 'paid', count: 2, amount: 9200 },
      { status: 'cancelled', count: 0, amount: 0 },
    ]);
    expect(totals.all).toEqual({ count: 4, amount: 15700 });
  });
});
