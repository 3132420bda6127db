import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationForm } from '@/lib/model/application';
import { renderWithRouter } from '@/testing/render-with-router';
import { ApplicationConfirm, type ApplicationConfirmProps } from '../application-confirm';

const values: ApplicationForm = {
  name: '山田 太郎',
  kana: 'ヤマダ タロウ',
  email: 'taro@example.com',
  phone: '090-1234-5678',
  postalCode: '160-0022',
  prefecture: '東京都',
  city: '新宿区',
  addressLine: '新宿1-2-3',
  building: 'スペースビル101',
  birthDate: '1990-04-01',
  startDate: '2026-11-21',
  identityDocumentPath: 'users/u1/identity/app1.png',
  agreedToTerms: true,
};
const space = {
  monthlyFee: 8800,
  adminFee: 1100,
  initialCosts: { handlingFee: 5500, guaranteeFee: 4400, keyFee: 2200 },
};

function renderConfirm(overrides: Partial<ApplicationConfirmProps> = {}) {
  const props: ApplicationConfirmProps = {
    brandId: 'acme',
    assetId: 'AC-101',
    values,
    space,
    documentName: 'license.png',
    termsVersion: 3,
    onBack: vi.fn(),
    onApply: vi.fn(async () => {}),
    ...overrides,
  };
  renderWithRouter(<ApplicationConfirm {...props} />);
  return props;
}

/** The amount shown next to a label in a list of terms and values. */
function amountOf(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('ApplicationConfirm', () => {
  it('shows every value as entered', () => {
    renderConfirm();
    const list = screen.getByRole('region', { name: 'お申し込み内容' });
    expect(amountOf(list, 'お名前')).toBe('山田 太郎');
    expect(amountOf(list, 'フリガナ')).toBe('ヤマダ タロウ');
    expect(amountOf(list, 'メールアドレス')).toBe('taro@example.com');
    expect(amountOf(list, '電話番号')).toBe('090-1234-5678');
    expect(amountOf(list, '生年月日')).toBe('1990年4月1日（日）');
    expect(amountOf(list, 'ご住所')).toBe('〒160-0022東京都新宿区新宿1-2-3スペースビル101');
    expect(amountOf(list, '利用開始希望日')).toBe('2026年11月21日（土）');
    expect(amountOf(list, '本人確認書類')).toBe('license.png');
    expect(amountOf(list, '利用規約')).toBe('第3版に同意済み');
  });

  it('sums the fees: monthly, the first month 日割り from the start date and the first payment', () => {
    renderConfirm();
    const fees = screen.getByRole('region', { name: '料金（税込）' });
    expect(amountOf(fees, '月額利用料')).toBe('¥8,800');
    expect(amountOf(fees, '管理費（月額）')).toBe('¥1,100');
    expect(amountOf(fees, '月額合計')).toBe('¥9,900');
    expect(amountOf(fees, '初月利用料（日割り・11/21〜11/30の10日分）')).toBe('¥2,933');
    expect(amountOf(fees, '初月管理費（日割り）')).toBe('¥366');
    expect(amountOf(fees, '事務手数料')).toBe('¥5,500');
    expect(amountOf(fees, '保証料')).toBe('¥4,400');
    expect(amountOf(fees, '鍵代')).toBe('¥2,200');
    expect(amountOf(fees, '初回お支払い目安')).toBe('¥15,399');
  });

  it('sends once however often 申し込む is pressed', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onApply = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderConfirm({ onApply });
    const apply = screen.getByRole('button', { name: '申し込む' });
    await user.dblClick(apply);
    await user.click(apply);
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '送信しています…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '戻る' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: '申し込む' })).toBeEnabled());
  });

  it('says plainly when someone else got the space, links the other spaces and stops there', async () => {
    const user = userEvent.setup();
    renderConfirm({
      onApply: async () => {
        throw Object.assign(new Error('taken'), { reason: 'space-taken' });
      },
    });
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '申し訳ありません。この区画は他の方のお申し込みが完了したため、お申し込みいただけませんでした。',
    );
    expect(within(alert).getByRole('link', { name: '同じ物件のほかの区画を見る' })).toHaveAttribute(
      'href',
      '/acme/AC-101#spaces',
    );
    expect(screen.getByRole('button', { name: '申し込む' })).toBeDisabled();
  });

  it('explains the limit with a way to my page, and lets a network failure be retried', async () => {
    const user = userEvent.setup();
    const onApply = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    renderConfirm({ onApply });
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/通信状況をご確認のうえ/);
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('goes back to the form with 戻る', async () => {
    const user = userEvent.setup();
    const props = renderConfirm({
      onApply: async () => {
        throw Object.assign(new Error('limit'), { reason: 'open-limit' });
      },
    });
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1ブランドにつき3件まで');
    expect(within(alert).getByRole('link', { name: /マイユニット/ })).toHaveAttribute(
      'href',
      '/acme/myunit',
    );
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(props.onBack).toHaveBeenCalledTimes(1);
  });
});
