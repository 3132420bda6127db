import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { emailSchema } from '@/lib/model/email';
import { kanaSchema } from '@/lib/model/kana';
import { phoneSchema } from '@/lib/model/phone';
import { Form } from '../form';
import { HoneypotField, isBotSubmission } from '../honeypot-field';
import { EmailField, KanaField, PhoneField } from '../japanese-fields';
import { SubmitButton } from '../submit-button';
import { useZodForm } from '../use-zod-form';

const schema = z.object({
  email: emailSchema,
  phone: phoneSchema,
  kana: kanaSchema,
  website: z.optional(z.string()),
});
type Values = z.infer<typeof schema>;

function ContactLike({
  onSubmit,
  errorMessage,
}: {
  onSubmit: (values: Values) => Promise<void>;
  errorMessage?: (error: unknown) => string;
}) {
  const form = useZodForm(schema, {
    defaultValues: { email: '', phone: '', kana: '', website: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} {...(errorMessage ? { errorMessage } : {})}>
      <EmailField name="email" required />
      <PhoneField name="phone" required />
      <KanaField name="kana" required />
      <HoneypotField name="website" />
      <SubmitButton>送信する</SubmitButton>
    </Form>
  );
}

describe('form kit', () => {
  it('sends normalised values: full-width phone digits, hiragana フリガナ, full-width e-mail', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: Values) => {});
    render(<ContactLike onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/メールアドレス/), 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await user.type(screen.getByLabelText(/電話番号/), '０９０−１２３４−５６７８');
    await user.type(screen.getByLabelText(/フリガナ/), 'やまだ たろう');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      email: 'taro@example.com',
      phone: '090-1234-5678',
      kana: 'ヤマダ\u3000タロウ',
    });
  });

  it('shows the normalised value when the person leaves the field', async () => {
    const user = userEvent.setup();
    render(<ContactLike onSubmit={async () => {}} />);
    const phone = screen.getByLabelText(/電話番号/);
    await user.type(phone, '０３ １２３４ ５６７８');
    await user.tab();
    expect(phone).toHaveValue('03-1234-5678');
  });

  it('puts each error next to its field, lists them, and focuses the first one on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    render(<ContactLike onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/電話番号/), '12345');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const email = screen.getByLabelText(/メールアドレス/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/メールアドレス/);
    expect(screen.getByLabelText(/電話番号/)).toHaveAccessibleDescription(
      /電話番号は「090-1234-5678」の形式/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容をご確認ください（3件）');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once however often the button is pressed, and is disabled while sending', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<ContactLike onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/メールアドレス/), 'a@example.com');
    await user.type(screen.getByLabelText(/電話番号/), '0312345678');
    await user.type(screen.getByLabelText(/フリガナ/), 'ア');
    const button = screen.getByRole('button', { name: '送信する' });
    await user.dblClick(button);
    await waitFor(() => expect(screen.getByRole('button', { name: '送信中…' })).toBeDisabled());
    await act(async () => finish());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed when sending fails, and says why at the top', async () => {
    const user = userEvent.setup();
    render(
      <ContactLike
        onSubmit={async () => {
          throw new Error('offline');
        }}
        errorMessage={() => '通信できませんでした。もう一度お試しください。'}
      />,
    );
    await user.type(screen.getByLabelText(/メールアドレス/), 'a@example.com');
    await user.type(screen.getByLabelText(/電話番号/), '0312345678');
    await user.type(screen.getByLabelText(/フリガナ/), 'ア');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信できませんでした');
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('a@example.com');
    expect(screen.getByRole('button', { name: '送信する' })).toBeEnabled();
  });

  it('hides the honeypot from people and tells a filled one apart', () => {
    render(<ContactLike onSubmit={async () => {}} />);
    const trap = screen.getByLabelText('この欄には何も入力しないでください', {
      selector: 'input',
    });
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(isBotSubmission('')).toBe(false);
    expect(isBotSubmission('http://spam.example')).toBe(true);
  });
});
