import { renderWithRouter } from '@/testing/render-with-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillingList } from '../components/billing-list';
import { billingFixture } from '@/testing/my-unit-fixtures';

describe('BillingList', () => {
  const billings = [
    billingFixture({ id: 'b-11', period: '2026-11', status: 'unpaid', dueDate: '2026-11-27' }),
    billingFixture({
      id: 'b-10',
      period: '2026-10',
      status: 'paid',
      dueDate: '2026-10-27',
      payment: {
        date: '2026-10-20',
        method: 'transfer',
        note: '',
        recordedBy: 'staff-uid',
        recordedAt: new Date('2026-10-20T03:00:00Z'),
      },
    }),
    billingFixture({ id: 'b-09', period: '2026-09', status: 'unpaid', dueDate: '2026-09-27' }),
    billingFixture({ id: 'b-08', period: '2026-08', status: 'cancelled', dueDate: '2026-08-27' }),
  ];

  it('lists overdue bills first, then unpaid, then the others', () => {
    renderWithRouter(<BillingList billings={billings} today="2026-11-01" />);
    const months = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(months).toEqual(['2026年9月分', '2026年11月分', '2026年10月分', '2026年8月分']);
  });

  it('marks each state in words (not colour alone), with the amount and due date', () => {
    renderWithRouter(<BillingList billings={billings} today="2026-11-01" />);
    const [overdue, unpaid, paid, cancelled] = screen.getAllByRole('listitem');
    expect(within(overdue!).getByText('支払期限超過')).toBeInTheDocument();
    expect(overdue).toHaveTextContent('お支払い期限を過ぎています');
    expect(overdue).toHaveTextContent('¥7,650（税込）');
    expect(overdue).toHaveTextContent('お支払い期限2026年9月27日（日）');
    expect(overdue).toHaveClass('my-unit-bill--overdue');
    expect(within(unpaid!).getByText('未払い')).toBeInTheDocument();
    expect(within(paid!).getByText('支払済み')).toBeInTheDocument();
    expect(paid).toHaveTextContent('入金日2026年10月20日（火）');
    expect(within(cancelled!).getByText('取消')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('お支払いは不要です');
  });

  it('sums what is still to pay', () => {
    renderWithRouter(<BillingList billings={billings} today="2026-11-01" />);
    expect(
      screen.getByText('お支払いが必要な請求が2件あります（合計 ¥15,300）。'),
    ).toBeInTheDocument();
  });

  it('folds settled bills after the six latest under それ以前の請求', () => {
    const months = [
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
    ];
    renderWithRouter(
      <BillingList
        billings={[
          billingFixture({ id: 'due', period: '2026-09', status: 'unpaid' }),
          ...months.map((period) =>
            billingFixture({
              id: period,
              period,
              status: 'paid',
              payment: {
                date: `${period}-20`,
                method: 'transfer',
                note: '',
                recordedBy: 'staff-uid',
                recordedAt: new Date(`${period}-20T03:00:00Z`),
              },
            }),
          ),
        ]}
        today="2026-09-01"
      />,
    );
    const [shown, older] = screen.getAllByRole('list');
    expect(within(shown!).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('それ以前の請求（2件）')).toBeInTheDocument();
    expect(
      within(older!)
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((heading) => heading.textContent),
    ).toEqual(['2026年2月分', '2026年1月分']);
  });

  it('without bills, says when they will appear', () => {
    renderWithRouter(<BillingList billings={[]} />);
    expect(screen.getByText('ご契約後、毎月の請求がここに表示されます。')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
