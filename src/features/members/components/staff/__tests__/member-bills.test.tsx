import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingFixture, paidBillingFixture, paymentFixture } from '@/testing/my-unit-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import type { MemberBill } from '../../../admin-member';
import { MemberBills } from '../member-bills';
import { MemberCredit } from '../member-credit';

const at = new Date('2026-11-20T05:05:00Z'); // 14:05 in Japan

const bills: MemberBill[] = [
  billingFixture({
    id: 'app1_2026-12',
    period: '2026-12',
    dueDate: '2026-12-28',
    payments: { '0': paymentFixture({ amount: 3000, date: '2026-12-05' }) },
    paidAmount: 3000,
  }),
  billingFixture({
    id: 'app1_2026-11',
    period: '2026-11',
    dueDate: '2026-11-27',
    payments: {
      '0': paymentFixture({ amount: 2000, date: '2026-11-10' }),
      '1': paymentFixture({
        amount: 1000,
        date: '2026-11-25',
        reversal: { by: 'staff-uid', at, reason: '誤入金' },
      }),
    },
    paidAmount: 2000,
  }),
  paidBillingFixture('2026-10-20', { id: 'app1_2026-10', period: '2026-10' }),
];

describe('MemberBills', () => {
  it('shows the billing list’s state words, what was paid, the balance and the last payment date', () => {
    renderWithRouter(<MemberBills brandId="sorakura" bills={bills} today="2026-12-10" />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['請求月', '摘要', '金額', '入金済み', '残高', '支払期限', '状態', '入金日']);
    const [, partial, overdue, paid] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(partial!).slice(1)).toEqual([
      '¥7,650',
      '¥3,000',
      '¥4,650',
      '2026年12月28日（月）',
      '◆一部入金',
      '2026年12月5日（土）',
    ]);
    // the reversed payment is neither paid nor the last payment date
    expect(cells(overdue!).slice(1)).toEqual([
      '¥7,650',
      '¥2,000',
      '¥5,650',
      '2026年11月27日（金）',
      '✕支払期限超過',
      '2026年11月10日（火）',
    ]);
    expect(cells(paid!).slice(1)).toEqual([
      '¥7,650',
      '¥7,650',
      '¥0',
      '2026年11月27日（金）',
      '●支払済み',
      '2026年10月20日（火）',
    ]);
  });

  it('folds each bill’s history out under it when the screen gives one', () => {
    renderWithRouter(
      <MemberBills
        brandId="sorakura"
        bills={bills.slice(0, 1)}
        today="2026-12-10"
        history={(bill) => <p>{bill.id}の履歴</p>}
      />,
    );
    const summary = screen.getByText('履歴（2026年12月分）');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.parentElement).toHaveTextContent('app1_2026-12の履歴');
  });
});

describe('MemberCredit', () => {
  it('shows the 預り金 and every change with the staff member’s name', () => {
    renderWithRouter(
      <MemberCredit
        credit={{
          uid: 'uid-1',
          balance: 350,
          history: {
            '0': {
              action: 'excess',
              amount: 350,
              billId: 'app1_2026-10',
              by: 'staff-uid',
              at,
              note: '2026-11-20 銀行振込',
            },
          },
          updatedAt: at,
        }}
        staffNames={new Map([['staff-uid', '佐藤 美咲']])}
      />,
    );
    const section = screen.getByRole('region', { name: '預り金' });
    expect(section).toHaveTextContent('残高¥350');
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      '2026年11月20日（金）14:05超過入金を預り +¥350・2026-11-20 銀行振込請求 app1_2026-10佐藤 美咲（スタッフ）',
    );
  });

  it('shows nothing for a member without 預り金', () => {
    renderWithRouter(<MemberCredit credit={null} />);
    expect(screen.queryByRole('region', { name: '預り金' })).toBeNull();
  });
});
