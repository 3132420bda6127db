import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingFixture, paymentFixture } from '@/testing/my-unit-fixtures';
import { invoiceSettlement } from '../invoice-settlement';
import { InvoiceView } from '../invoice-view';

const partPaid = billingFixture({
  payments: {
    '0': paymentFixture({ amount: 3000, date: '2026-11-10' }),
    '1': paymentFixture({
      amount: 1000,
      date: '2026-11-12',
      reversal: { by: 's', at: new Date('2026-11-13T00:00:00Z'), reason: '誤入金' },
    }),
    '2': paymentFixture({ amount: 650, date: '2026-11-15', method: 'balance' }),
  },
  paidAmount: 3650,
});

describe('invoiceSettlement', () => {
  it('lists the payments that stand, what they paid, and what is still due', () => {
    expect(invoiceSettlement(partPaid)).toEqual({
      payments: [
        { key: '0', date: '2026-11-10', method: '銀行振込', amount: 3000 },
        { key: '2', date: '2026-11-15', method: '預り金から充当', amount: 650 },
      ],
      paid: 3650,
      writeOff: null,
      balance: 4000,
    });
  });

  it('counts a write-off towards what is settled', () => {
    const writeOff = { amount: 440, reason: '振込手数料', by: 's', at: new Date() };
    expect(
      invoiceSettlement({
        ...partPaid,
        payments: { '0': paymentFixture({ amount: 7210 }) },
        paidAmount: 7210,
        writeOff,
      }),
    ).toMatchObject({ paid: 7210, writeOff: 440, balance: 0 });
  });

  it('is null for a bill without payments or write-off (the total is all there is)', () => {
    expect(invoiceSettlement(billingFixture())).toBeNull();
  });
});

describe('InvoiceView', () => {
  const view = (bill: ReturnType<typeof billingFixture>) =>
    render(
      <InvoiceView
        bill={bill}
        statusLabel="一部入金"
        settings={null}
        brandName="ソラクラ"
        customer={{ name: '佐藤 花子' }}
      />,
    );

  it('prints ご入金済み, and お支払い残高 under the totals, which stay those of the lines', () => {
    view(partPaid);
    expect(screen.getByText('ご請求金額（税込）').nextElementSibling).toHaveTextContent('¥7,650');
    const settlement = screen.getByRole('table', { name: 'ご入金状況' });
    expect(
      within(settlement)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '入金日方法金額',
      '2026年11月10日（火）銀行振込¥3,000',
      '2026年11月15日（日）預り金から充当¥650',
      'ご入金済み¥3,650',
      'お支払い残高（ご請求残高）¥4,000',
    ]);
    const lines = screen.getByRole('table', { name: /の明細/ });
    expect(lines).toHaveTextContent('10%対象 合計¥7,650');
    expect(lines).toHaveTextContent('うち消費税（10%）¥695');
  });

  it('prints nothing of the kind for a bill not paid yet', () => {
    view(billingFixture());
    expect(screen.queryByRole('table', { name: 'ご入金状況' })).toBeNull();
  });

  it('prints 差額処理 and a nil balance for a bill settled so', () => {
    view(
      billingFixture({
        status: 'paid',
        payments: { '0': paymentFixture({ amount: 7210 }) },
        paidAmount: 7210,
        writeOff: { amount: 440, reason: '振込手数料', by: 's', at: new Date() },
      }),
    );
    const settlement = screen.getByRole('table', { name: 'ご入金状況' });
    expect(settlement).toHaveTextContent('差額処理¥440');
    expect(settlement).toHaveTextContent('お支払い残高（ご請求残高）¥0');
  });
});
