import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DebitAccountForm } from '../debit-account-form';

const saveDebitAccount = vi.fn();
vi.mock('../../api/save-debit-account', () => ({
  useSaveDebitAccount: () => ({
    mutateAsync: (input: unknown) => saveDebitAccount(input) as Promise<void>,
  }),
}));

/** A few rows of the code list as /banks/… serves them. */
const banks = [
  ['0001', 'みずほ', 'ミズホ'],
  ['0005', '三菱ＵＦＪ', 'ミツビシユ－エフジエイ'],
  ['0009', '三井住友', 'ミツイスミトモ'],
];
const mizuhoBranches = [
  ['162', '渋谷中央', 'シブヤチユウオウ'],
  ['210', '渋谷', 'シブヤ'],
];

function renderForm() {
  const onSaved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DebitAccountForm
        brandId="sorakura"
        uid="u1"
        current={null}
        staffUid={null}
        submitLabel="この口座を登録する"
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { onSaved };
}

describe('DebitAccountForm', () => {
  beforeEach(() => {
    saveDebitAccount.mockReset().mockResolvedValue(undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/index.json')) return new Response(JSON.stringify(banks));
        if (url.endsWith('/0001.json')) return new Response(JSON.stringify(mizuhoBranches));
        return new Response('', { status: 404 });
      }),
    );
  });

  it('finds the bank and branch by name, reads what a phone types, saves the name as 全銀 ｶﾅ', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    const form = screen.getByRole('form', { name: '口座振替の口座' });
    await user.type(
      within(form).getByLabelText('金融機関名または金融機関コード'),
      'みずほぎんこう',
    );
    await user.click(await within(form).findByRole('button', { name: /^みずほ銀行\s?（0001）$/ }));
    // Branches of the chosen bank: 渋谷 first (the exact name), then 渋谷中央.
    await user.type(within(form).getByLabelText('支店名または支店コード'), 'しぶや');
    const found = await within(form).findAllByRole('button', { name: /支店\s?（/ });
    expect(found.map((b) => b.textContent)).toEqual(['渋谷支店（210）', '渋谷中央支店（162）']);
    await user.click(found[0]!);
    await user.type(within(form).getByLabelText(/^口座番号/), '１２３４５６７');
    await user.type(within(form).getByLabelText(/^口座名義/), 'しけん　ひかる');
    await user.click(within(form).getByRole('button', { name: 'この口座を登録する' }));
    expect(saveDebitAccount).toHaveBeenCalledWith({
      brandId: 'sorakura',
      uid: 'u1',
      staffUid: null,
      account: {
        bankCode: '0001',
        bankName: 'みずほ銀行',
        bankKana: 'ミズホ',
        branchCode: '210',
        branchName: '渋谷支店',
        branchKana: 'シブヤ',
        accountType: 'ordinary',
        accountNumber: '1234567',
        holder: 'ｼｹﾝ ﾋｶﾙ',
      },
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('says in Japanese what is missing or cannot be sent to a bank, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const form = screen.getByRole('form', { name: '口座振替の口座' });
    await user.type(within(form).getByLabelText(/^口座名義/), '試験 光');
    await user.click(within(form).getByRole('button', { name: 'この口座を登録する' }));
    expect(await within(form).findAllByText('金融機関を選んでください')).not.toHaveLength(0);
    expect(within(form).getAllByText('口座番号は7桁の数字で入力してください')).not.toHaveLength(0);
    expect(
      within(form).getAllByText(
        '口座名義はカタカナ・英数字で入力してください（使えない文字: 試 験 光）。',
      ),
    ).not.toHaveLength(0);
    expect(within(form).getByLabelText(/^口座名義/)).toHaveValue('試験 光');
    expect(saveDebitAccount).not.toHaveBeenCalled();
  });
});
