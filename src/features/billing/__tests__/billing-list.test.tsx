import { renderWithRouter } from '@/testing/render-with-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingDebitText } from '#shared/billing/pending-debit.js';
import { BillingList } from '../components/billing-list';
import { CreditBalance } from '../components/credit-balance';
import { billingFixture, paidBillingFixture, paymentFixture } from '@/testing/my-unit-fixtures';

describe('BillingList', () => {
  const bills = [
    billingFixture({ id: 'b-11', period: '2026-11', status: 'unpaid', dueDate: '2026-11-27' }),
    paidBillingFixture('2026-10-20', { id: 'b-10', period: '2026-10', dueDate: '2026-10-27' }),
    billingFixture({ id: 'b-09', period: '2026-09', status: 'unpaid', dueDate: '2026-09-27' }),
    billingFixture({ id: 'b-08', period: '2026-08', status: 'cancelled', dueDate: '2026-08-27' }),
  ];

  it('lists overdue bills first, then unpaid, then the others', () => {
    renderWithRouter(<BillingList bills={bills} today="2026-11-01" />);
    const months = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(months).toEqual(['2026年9月分', '2026年11月分', '2026年10月分', '2026年8月分']);
  });

  it('marks each state in words (not colour alone), with the amount and due date', () => {
    renderWithRouter(<BillingList bills={bills} today="2026-11-01" />);
    const [overdue, unpaid, paid, cancelled] = screen.getAllByRole('listitem');
    expect(within(overdue!).getByText('支払期限超過')).toBeInTheDocument();
    expect(overdue).toHaveTextContent('お支払い期限を過ぎています');
    expect(overdue).toHaveTextContent('¥7,650（税込）');
    expect(overdue).toHaveTextContent('お支払い期限2026年9月27日（日）');
    expect(overdue).toHaveClass('my-unit-bill--overdue');
    expect(within(unpaid!).getByText('未払い')).toBeInTheDocument();
    expect(within(paid!).getByText('支払済み')).toBeInTheDocument();
    expect(paid).toHaveTextContent('ご入金額¥7,650');
    expect(paid).toHaveTextContent('ご入金額¥7,6502026年10月20日（火）');
    expect(paid).not.toHaveTextContent('お支払い残高');
    expect(unpaid).not.toHaveTextContent('ご入金額');
    expect(within(cancelled!).getByText('取消')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('お支払いは不要です');
  });

  it('sums what is still to pay', () => {
    renderWithRouter(<BillingList bills={bills} today="2026-11-01" />);
    expect(
      screen.getByText('お支払いが必要な請求が2件あります（合計 ¥15,300）。'),
    ).toBeInTheDocument();
  });

  const partPaid = billingFixture({
    id: 'b-11',
    period: '2026-11',
    dueDate: '2026-11-27',
    payments: {
      '0': paymentFixture({ amount: 3000, date: '2026-11-10' }),
      '1': paymentFixture({
        amount: 2000,
        date: '2026-11-12',
        reversal: { by: 'staff-uid', at: new Date('2026-11-13T03:00:00Z'), reason: '誤入金' },
      }),
      '2': paymentFixture({ amount: 650, date: '2026-11-15', method: 'balance' }),
    },
    paidAmount: 3650,
  });

  it('a bill paid in part is 一部入金, with each payment that stands and what is still due', () => {
    renderWithRouter(<BillingList bills={[partPaid]} today="2026-11-20" />);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByText('一部入金')).toBeInTheDocument();
    expect(card).toHaveClass('my-unit-bill--partial');
    expect(card).toHaveTextContent('ご入金額¥3,650');
    expect(card).toHaveTextContent('2026年11月10日（火） ¥3,000');
    expect(card).toHaveTextContent('2026年11月15日（日） ¥650（預り金から充当）');
    // the reversed payment is not money received
    expect(card).not.toHaveTextContent('¥2,000');
    expect(card).toHaveTextContent('お支払い残高¥4,000');
    expect(card).toHaveTextContent('残りの金額をお支払い期限までにお支払いください');
    expect(
      screen.getByText('お支払いが必要な請求が1件あります（合計 ¥4,000）。'),
    ).toBeInTheDocument();
  });

  it('a bill paid in part and past its due date is 支払期限超過, with what is still due', () => {
    renderWithRouter(<BillingList bills={[partPaid]} today="2026-11-28" />);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByText('支払期限超過')).toBeInTheDocument();
    expect(within(card).queryByText('一部入金')).toBeNull();
    expect(card).toHaveClass('my-unit-bill--overdue');
    expect(card).toHaveTextContent('ご入金額¥3,650');
    expect(card).toHaveTextContent('お支払い残高¥4,000');
    expect(card).toHaveTextContent('お支払い期限を過ぎています');
  });

  it('a bill settled with a 差額の処理 says so, with nothing left to pay', () => {
    const settled = billingFixture({
      status: 'paid',
      payments: { '0': paymentFixture({ amount: 7210, excess: 0 }) },
      paidAmount: 7210,
      writeOff: {
        amount: 440,
        reason: '振込手数料',
        by: 'staff-uid',
        at: new Date('2026-11-21T03:00:00Z'),
      },
    });
    renderWithRouter(<BillingList bills={[settled]} today="2026-11-28" />);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByText('支払済み')).toBeInTheDocument();
    expect(card).toHaveTextContent('差額の処理¥440この金額のお支払いは不要です');
    expect(card).not.toHaveTextContent('お支払い残高');
  });

  it('says what of a payment went to the 預り金', () => {
    const over = billingFixture({
      status: 'paid',
      payments: { '0': paymentFixture({ amount: 7650, excess: 350 }) },
      paidAmount: 7650,
    });
    renderWithRouter(<BillingList bills={[over]} today="2026-11-28" />);
    expect(screen.getByText('超過分 ¥350 は預り金としてお預かりしています')).toBeInTheDocument();
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
        bills={[
          billingFixture({ id: 'due', period: '2026-09', status: 'unpaid' }),
          ...months.map((period) => paidBillingFixture(`${period}-20`, { id: period, period })),
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

  it('a bill in a sent 依頼データ says the debit day and account, not a 振込 request', () => {
    const debit = pendingDebitText({
      debitDate: '2026-12-28',
      account: 'みずほ銀行 渋谷支店 普通 ****567',
    });
    renderWithRouter(
      <BillingList bills={bills} today="2026-11-01" pendingDebits={new Map([['b-09', debit]])} />,
    );
    const [waiting] = screen
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('9月分'));
    expect(within(waiting!).getByText('口座振替の予定')).toBeInTheDocument();
    expect(waiting).toHaveTextContent(
      '12月28日（月）にご指定の口座（みずほ銀行 渋谷支店 普通 ****567）から引き落とします。お振込みは不要です。',
    );
    expect(waiting).not.toHaveTextContent('お支払い期限を過ぎています');
    expect(waiting).not.toHaveTextContent('支払期限超過');
    expect(
      screen.getByText(
        'お支払いが必要な請求が1件あります（合計 ¥7,650）。口座振替で引き落とす請求が1件あります（合計 ¥7,650）。',
      ),
    ).toBeInTheDocument();
  });

  it('without bills, says when they will appear', () => {
    renderWithRouter(<BillingList bills={[]} />);
    expect(screen.getByText('ご契約後、毎月の請求がここに表示されます。')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('CreditBalance', () => {
  const at = new Date('2026-11-20T03:00:00Z');
  it('shows the 預り金 and its changes; nothing when there is none', () => {
    const { container, rerender } = render(
      <CreditBalance
        credit={{
          uid: 'uid-1',
          balance: 350,
          history: {
            '0': { action: 'excess', amount: 1000, billId: 'b-10', by: 's', at, note: '' },
            '1': { action: 'applied', amount: 650, billId: 'b-11', by: 's', at, note: '' },
          },
          updatedAt: at,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: '預り金 ¥350' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem', { hidden: true }).map((li) => li.textContent);
    expect(items).toEqual([
      '2026年11月20日（金） 超過入金を預り +¥1,000',
      '2026年11月20日（金） 請求に充当 −¥650',
    ]);
    rerender(<CreditBalance credit={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
