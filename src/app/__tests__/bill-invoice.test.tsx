import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingFixture, paymentFixture } from '@/testing/my-unit-fixtures';
import { BillInvoice } from '../routes/bill-invoice';

describe('BillInvoice', () => {
  it('asks a bill paid in part for what is still due, not its whole amount', () => {
    render(
      <BillInvoice
        bill={billingFixture({
          payments: { '0': paymentFixture({ amount: 3000 }) },
          paidAmount: 3000,
        })}
        settings={null}
        brandName="ソラクラ"
        customer={{ name: '佐藤 花子', kana: 'サトウ ハナコ' }}
      />,
    );
    expect(screen.getByText('お支払い金額').nextElementSibling).toHaveTextContent('¥4,650（税込）');
    expect(screen.getByText('ご請求金額（税込）').nextElementSibling).toHaveTextContent('¥7,650');
  });
});
