import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingSettings } from '@/lib/model/billing-settings';
import { HowToPay } from '../how-to-pay';

/** A fictional brand's settings: 振込 to a 当座 account, or 口座振替. */
const bankAccount = {
  accountType: 'checking',
  accountNumber: '7654321',
  accountHolder: 'カ）ミナトトランク',
  bankName: 'りそな銀行',
  branchName: '品川支店',
} as const;
const settings: BillingSettings = {
  issuerName: '株式会社みなとトランク',
  registrationNumber: null,
  paymentMethods: ['transfer', 'debit'],
  bankAccount,
  note: '振込手数料はお客様のご負担となります。',
  updatedAt: new Date('2026-10-01T01:00:00Z'),
};

/** The value shown beside a label of the card's facts. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('HowToPay', () => {
  it('says what to pay, by when, and how: the 振込先 and the customer’s 振込名義', () => {
    render(
      <HowToPay
        settings={settings}
        amount={18832}
        dueDate="2026-12-27"
        subject="2026年12月分"
        customer={{ customerNumber: 1027, kana: 'シケン\u3000ヒカル' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'お支払い方法' })).toBeInTheDocument();
    expect(fact('ご請求')).toHaveTextContent('2026年12月分');
    expect(fact('お支払い金額')).toHaveTextContent('¥18,832（税込）');
    expect(fact('お支払い期限')).toHaveTextContent('2026年12月27日');
    const methods = screen.getByRole('list', { name: 'ご利用いただけるお支払い方法' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['銀行振込', '口座振替']);
    expect(fact('銀行・支店')).toHaveTextContent('りそな銀行 品川支店');
    expect(fact('口座')).toHaveTextContent('当座 7654321');
    expect(fact('口座名義')).toHaveTextContent('カ）ミナトトランク');
    // The full-width space of the フリガナ becomes one space after the お客様番号.
    expect(fact('振込名義')).toHaveTextContent(/^1027 シケン ヒカル$/);
    expect(screen.getByText(/振込依頼人名を上の振込名義/)).toBeInTheDocument();
    expect(screen.getByText(settings.note)).toBeInTheDocument();
  });

  it('before the customer has a number, tells them where it will be and the form of the name', () => {
    render(<HowToPay settings={settings} customer={null} level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'お支払い方法' })).toBeInTheDocument();
    expect(fact('振込名義')).toHaveTextContent('お客様番号＋お名前（フリガナ）');
    expect(
      screen.getByText(/プロフィールの登録後にマイユニットでお知らせします/),
    ).toBeInTheDocument();
    expect(screen.queryByText('お支払い金額')).not.toBeInTheDocument();
  });

  it('a brand without 振込 shows no 振込先; one without settings says staff will explain', () => {
    const { unmount } = render(
      <HowToPay settings={{ ...settings, paymentMethods: ['debit'], bankAccount: null }} />,
    );
    expect(screen.queryByText('銀行振込の振込先')).not.toBeInTheDocument();
    unmount();
    render(<HowToPay settings={null} amount={7350} />);
    expect(
      screen.getByText('お支払い方法は、ご契約の際に担当者からご案内します。'),
    ).toBeInTheDocument();
    expect(fact('お支払い金額')).toHaveTextContent('¥7,350（税込）');
  });

  it('a setting whose only methods were withdrawn (クレジットカード) offers none: staff will explain', () => {
    render(
      <HowToPay
        settings={{
          ...settings,
          paymentMethods: [],
          withdrawnPaymentMethods: ['card'],
          bankAccount: null,
        }}
      />,
    );
    expect(
      screen.getByText('お支払い方法は、ご契約の際に担当者からご案内します。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/クレジットカード/)).not.toBeInTheDocument();
  });
});
