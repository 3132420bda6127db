import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../components/contact-form';
import type { ContactPrefill } from '../components/contact-form';
import type { ContactFields } from '../contact-form-schema';

function setup(options: { prefill?: ContactPrefill | null; send?: () => Promise<void> } = {}) {
  const send = vi.fn<(contact: ContactFields) => Promise<void>>(options.send ?? (async () => {}));
  const onSent = vi.fn();
  const ui = (prefill: ContactPrefill | null | undefined) => (
    <MemoryRouter>
      <ContactForm
        prefill={prefill}
        send={send}
        onSent={onSent}
        privacyPolicyHref="/sorakura/privacy-policy"
      />
    </MemoryRouter>
  );
  const view = render(ui(options.prefill));
  return { send, onSent, rerenderWith: (prefill: ContactPrefill) => view.rerender(ui(prefill)) };
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe('ContactForm', () => {
  it('labels every field with autocomplete and input modes, and marks what is required', () => {
    setup();
    expect(field(/^お名前/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/^メールアドレス/)).toHaveAttribute('autocomplete', 'email');
    expect(field(/^メールアドレス/)).toHaveAttribute('inputmode', 'email');
    expect(field(/^電話番号/)).toHaveAttribute('inputmode', 'tel');
    expect(field(/^電話番号/)).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByText('電話番号').parentElement).toHaveTextContent('任意');
    expect(screen.getByRole('group', { name: /お問い合わせ種別/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '物件・区画について' })).toBeInTheDocument();
    expect(field(/^お問い合わせ内容/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/sorakura/privacy-policy',
    );
  });

  it('says in Japanese what is missing, next to each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { send } = setup();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(field(/^お名前/)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容をご確認ください（4件）');
    expect(field(/^お名前/)).toHaveAccessibleDescription('お名前を入力してください');
    expect(field(/^メールアドレス/)).toHaveAccessibleDescription(
      /メールアドレスを入力してください/,
    );
    expect(field(/^電話番号/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: /お問い合わせ種別/ })).toHaveAccessibleDescription(
      'お問い合わせ種別を選択してください',
    );
    expect(field(/^お問い合わせ内容/)).toHaveAccessibleDescription(
      /お問い合わせ内容を入力してください/,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('counts the message to 2000 characters and refuses one character more', async () => {
    const user = userEvent.setup();
    setup();
    const message = field(/^お問い合わせ内容/);
    await user.click(message);
    await user.paste('あ'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000文字')).toBeInTheDocument();
    await user.tab();
    expect(message).toHaveAccessibleDescription(/お問い合わせ内容は2000文字以内で入力してください/);
    await user.type(message, '{Backspace}');
    expect(screen.getByText('2,000 / 2,000文字')).toBeInTheDocument();
    expect(message).not.toHaveAttribute('aria-invalid');
  });

  it('sends a full-width phone number as 090-1234-5678, then goes on', async () => {
    const user = userEvent.setup();
    const { send, onSent } = setup();
    await user.type(field(/^お名前/), '山田 太郎');
    await user.type(field(/^メールアドレス/), 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await user.type(field(/^電話番号/), '０９０−１２３４−５６７８');
    await user.click(screen.getByRole('radio', { name: 'ご契約・解約について' }));
    await user.type(field(/^お問い合わせ内容/), '解約の手続きを教えてください。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      name: '山田 太郎',
      email: 'taro@example.com',
      phone: '090-1234-5678',
      category: 'contract',
      message: '解約の手続きを教えてください。',
    });
  });

  it('leaves an empty phone out of what is sent', async () => {
    const user = userEvent.setup();
    const { send } = setup();
    await user.type(field(/^お名前/), '山田 太郎');
    await user.type(field(/^メールアドレス/), 'taro@example.com');
    await user.click(screen.getByRole('radio', { name: 'その他' }));
    await user.type(field(/^お問い合わせ内容/), '照明が切れていました。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].phone).toBeUndefined();
  });

  it('fills in the member profile when it arrives, without overwriting what was typed', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = setup();
    await user.type(field(/^お名前/), '山田 花子');
    rerenderWith({ name: '山田 太郎', email: 'taro@example.com', phone: '090-1234-5678' });
    await waitFor(() => expect(field(/^メールアドレス/)).toHaveValue('taro@example.com'));
    expect(field(/^電話番号/)).toHaveValue('090-1234-5678');
    expect(field(/^お名前/)).toHaveValue('山田 花子');
  });

  it('drops a submission with the honeypot filled: nothing is sent, the bot sees thanks', async () => {
    const user = userEvent.setup();
    const { send, onSent } = setup({
      prefill: { name: 'Bot', email: 'bot@example.com' },
    });
    await user.click(screen.getByRole('radio', { name: 'その他' }));
    await user.type(field(/^お問い合わせ内容/), 'Buy now');
    await user.type(
      screen.getByLabelText('この欄には何も入力しないでください', { selector: 'input' }),
      'http://spam.example',
    );
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps everything typed when sending fails and says so at the top', async () => {
    const user = userEvent.setup();
    const { onSent } = setup({
      prefill: { name: '山田 太郎', email: 'taro@example.com' },
      send: async () => {
        throw new Error('offline');
      },
    });
    await user.click(screen.getByRole('radio', { name: 'その他' }));
    await user.type(field(/^お問い合わせ内容/), '照明が切れていました。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('送信できませんでした');
    expect(field(/^お問い合わせ内容/)).toHaveValue('照明が切れていました。');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('after a bad e-mail, pressing a 種別 chooses it; the e-mail error shows once the press is over', async () => {
    const user = userEvent.setup();
    setup();
    const email = field(/^メールアドレス/);
    await user.type(email, 'taro@example');
    const choice = screen.getByRole('radio', { name: '物件・区画について' });
    // The press takes the focus from the e-mail (blur: it is validated) ...
    await user.pointer({ keys: '[MouseLeft>]', target: choice });
    expect(email).not.toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // ... but nothing appears above the choice while the button is down.
    expect(screen.queryByText('メールアドレスの形式が正しくありません')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: choice });
    expect(choice).toBeChecked();
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the e-mail error at once when the keyboard leaves the field', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(field(/^メールアドレス/), 'taro@example');
    await user.tab();
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeVisible();
  });

  it('does not take focus from a field when the button is pressed (its error would move the button)', () => {
    setup();
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: '送信する' }))).toBe(false);
  });
});
