import { identityDocumentContentMessage } from '@/lib/model/identity-document';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationForm as FormOutput } from '@/lib/model/application';
import { renderWithRouter } from '@/testing/render-with-router';
import { ApplicationForm, type ApplicationFormProps } from '../application-form';
import type { IdentityDocumentUploader } from '../identity-document-field';

const TODAY = '2026-11-24';
const terms = { title: '利用規約', body: '## 第1条（目的）\n\nこの規約は…', version: 3 };
const lookup = vi.fn(async () => [{ prefecture: '東京都' as const, city: '新宿区', town: '新宿' }]);

/** An uploader the test drives: each call waits until the test settles it. */
function controlledUploader() {
  const calls: {
    file: File;
    progress: (fraction: number) => void;
    resolve: (path: string) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const upload: IdentityDocumentUploader = (file, { onProgress }) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ file, progress: onProgress, resolve, reject });
    });
  return { upload: vi.fn(upload), calls };
}

function renderForm(overrides: Partial<ApplicationFormProps> = {}) {
  const onSubmit = vi.fn<(values: FormOutput) => void>();
  const props: ApplicationFormProps = {
    today: TODAY,
    defaultValues: {},
    terms,
    upload: async () => 'users/u1/identity/app1.png',
    uploadedDocument: null,
    onDocumentChange: () => {},
    onSubmit,
    lookup,
    ...overrides,
  };
  renderWithRouter(<ApplicationForm {...props} />);
  return { onSubmit };
}

const png = () =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    'license.png',
    {
      type: 'image/png',
    },
  );
const input = (label: RegExp) => screen.getByLabelText(label);

/** Everything valid except what a test wants to check. */
async function fillValid(user: ReturnType<typeof userEvent.setup>, skip: string[] = []) {
  // Pasted, not typed key by key: this only sets the form up (the tests that type check typing).
  const type = async (label: RegExp, value: string) => {
    await user.clear(input(label));
    await user.paste(value);
  };
  if (!skip.includes('name')) await type(/^お名前/, '山田 太郎');
  if (!skip.includes('kana')) await type(/^フリガナ/, 'やまだ たろう');
  if (!skip.includes('email')) await type(/^メールアドレス/, 'taro@example.com');
  if (!skip.includes('phone')) await type(/^電話番号/, '０９０−１２３４−５６７８');
  if (!skip.includes('birthDate')) await type(/^生年月日/, '1990/4/1');
  if (!skip.includes('address')) {
    await type(/^郵便番号/, '1600022');
    await waitFor(() => expect(input(/^市区町村/)).toHaveValue('新宿区'));
    await type(/^町名・番地/, '新宿1-2-3');
  }
  if (!skip.includes('startDate')) await type(/^利用開始希望日/, '2026-12-10');
  if (!skip.includes('document')) await user.upload(input(/^本人確認書類/), png());
  if (!skip.includes('terms')) await user.click(input(/利用規約（第3版）に同意する/));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: '確認画面へ進む' }));

describe('ApplicationForm', () => {
  it('sends normalised values once everything is valid (postal lookup, full-width phone, kana)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user);
    await waitFor(() => expect(screen.getByText(/アップロード済み：license.png/)).toBeVisible());
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: '山田 太郎',
      kana: 'ヤマダ\u3000タロウ',
      phone: '090-1234-5678',
      postalCode: '160-0022',
      prefecture: '東京都',
      city: '新宿区',
      addressLine: '新宿1-2-3',
      birthDate: '1990-04-01',
      startDate: '2026-12-10',
      identityDocumentPath: 'users/u1/identity/app1.png',
      agreedToTerms: true,
    });
  });

  it('stores half-width ｶﾅ and full-width digits in 建物名 and 番地 as the rest of the site does (issue 31, item 2)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user, ['name']);
    await user.type(input(/^お名前/), 'ﾔﾏﾀﾞ ﾀﾛｳ');
    await user.clear(input(/^町名・番地/));
    await user.type(input(/^町名・番地/), '新宿１－２－３');
    await user.type(input(/^建物名/), 'ｻﾝﾗｲｽﾞﾋﾞﾙ 101');
    // Leaving the field shows what will be stored.
    await user.tab();
    expect(input(/^建物名/)).toHaveValue('サンライズビル 101');
    await waitFor(() => expect(screen.getByText(/アップロード済み：license.png/)).toBeVisible());
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'ヤマダ タロウ',
      addressLine: '新宿1-2-3',
      building: 'サンライズビル 101',
    });
  });

  it('prefills empty fields from the member profile without overwriting what was typed', async () => {
    const user = userEvent.setup();
    let arrive: (prefill: ApplicationFormProps['prefill']) => void = () => {};
    function WithLateProfile() {
      const [prefill, setPrefill] = useState<ApplicationFormProps['prefill']>(null);
      arrive = setPrefill;
      return (
        <ApplicationForm
          today={TODAY}
          defaultValues={{ name: '' }}
          prefill={prefill}
          terms={terms}
          upload={async () => ''}
          uploadedDocument={null}
          onDocumentChange={() => {}}
          onSubmit={() => {}}
          lookup={lookup}
        />
      );
    }
    renderWithRouter(<WithLateProfile />);
    await user.type(input(/^お名前/), '佐藤 花子');
    // The profile arrives after the person started typing.
    act(() =>
      arrive({ name: '山田 太郎', phone: '03-1234-5678', city: '渋谷区', birthDate: '1985-02-03' }),
    );
    await waitFor(() => expect(input(/^電話番号/)).toHaveValue('03-1234-5678'));
    expect(input(/^お名前/)).toHaveValue('佐藤 花子');
    expect(input(/^市区町村/)).toHaveValue('渋谷区');
    expect(input(/^生年月日/)).toHaveValue('1985-02-03');
  });

  it('starts from the draft values (a reload or the way back from the confirm step)', () => {
    renderForm({
      defaultValues: { name: '山田 太郎', startDate: '2026-12-01', identityDocumentPath: 'p' },
      uploadedDocument: { path: 'p', name: 'license.pdf' },
    });
    expect(input(/^お名前/)).toHaveValue('山田 太郎');
    expect(input(/^利用開始希望日/)).toHaveValue('2026-12-01');
    expect(screen.getByText(/アップロード済み：license.pdf/)).toBeVisible();
  });

  it('refuses an applicant under 18 on the day (the day before the 18th birthday)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user, ['birthDate']);
    await user.type(input(/^生年月日/), '2008-11-25');
    await submit(user);
    await waitFor(() =>
      expect(input(/^生年月日/)).toHaveAccessibleDescription(/18歳以上の方に限ります/),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // Turning 18 today is old enough.
    await user.clear(input(/^生年月日/));
    await user.type(input(/^生年月日/), '2008-11-24');
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('refuses a start date in the past, accepts today, and offers no earlier day in the picker', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user, ['startDate']);
    const start = input(/^利用開始希望日/);
    expect(start).toHaveAttribute('type', 'date');
    expect(start).toHaveAttribute('min', TODAY);
    await user.type(start, '2026-11-23');
    await submit(user);
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(/本日以降の日付を選択してください/),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(start);
    await user.type(start, TODAY);
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('needs agreement to the current terms, whose text can be read in the form', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user, ['terms']);
    await submit(user);
    const box = input(/利用規約（第3版）に同意する/);
    await waitFor(() => expect(box).toHaveAccessibleDescription(/利用規約への同意が必要です/));
    expect(screen.getByRole('alert')).toHaveTextContent('利用規約への同意が必要です');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByText('利用規約（第3版）を読む'));
    const region = screen.getByRole('region', { name: '利用規約（第3版）' });
    expect(await within(region).findByRole('heading', { name: '第1条（目的）' })).toBeVisible();
    await user.click(box);
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows the upload progress in %, cannot go on while uploading, and retries after a failure', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUploader();
    const onDocumentChange = vi.fn();
    const { onSubmit } = renderForm({ upload, onDocumentChange });
    await fillValid(user, ['document']);
    await user.upload(input(/^本人確認書類/), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.progress(0.45));
    const bar = screen.getByRole('progressbar', { name: /アップロードしています… 45%/ });
    expect(bar).toHaveValue(45);
    expect(screen.getByRole('button', { name: '確認画面へ進む' })).toBeDisabled();

    await act(async () => calls[0]!.reject(new Error('storage/retry-limit-exceeded')));
    expect(await screen.findByText(/アップロードできませんでした/)).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'もう一度アップロードする' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.file.name).toBe('license.png');
    act(() => calls[1]!.progress(1));
    await act(async () => calls[1]!.resolve('users/u1/identity/app1.png'));
    expect(await screen.findByText(/アップロード済み：license.png/)).toBeVisible();
    expect(onDocumentChange).toHaveBeenLastCalledWith({
      path: 'users/u1/identity/app1.png',
      name: 'license.png',
    });
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('refuses a file that is not an image or PDF, or larger than 10 MB, without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn<IdentityDocumentUploader>();
    renderForm({ upload });
    await user.upload(
      input(/^本人確認書類/),
      new File(['<html>'], 'evil.html', { type: 'text/html' }),
    );
    expect(await screen.findByText(identityDocumentContentMessage)).toBeVisible();
    // A text file renamed fake.png: refused by its first bytes, before any upload.
    await user.upload(
      input(/^本人確認書類/),
      new File(['hello, not a picture'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(identityDocumentContentMessage)).toBeVisible();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input(/^本人確認書類/), big);
    expect(await screen.findByText(/10MB以下にしてください/)).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    expect(
      screen.queryByRole('button', { name: 'もう一度アップロードする' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the document uploaded before when a wrong file or a failed upload follows (issue 31, item 5)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload, calls } = controlledUploader();
    const onDocumentChange = vi.fn();
    const { onSubmit } = renderForm({ upload, onDocumentChange });
    await fillValid(user, ['document']);
    await user.upload(input(/^本人確認書類/), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve('users/u1/identity/app1.png'));
    expect(await screen.findByText(/アップロード済み：license.png/)).toBeVisible();

    // A text file renamed .png: refused, and the good upload stays, with one message.
    await user.upload(
      input(/^本人確認書類/),
      new File(['hello, not a picture'], 'fake.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText(
        `${identityDocumentContentMessage}（アップロード済みの「license.png」はそのまま使えます）`,
      ),
    ).toBeVisible();
    expect(screen.getByText(/アップロード済み：license.png/)).toBeVisible();
    expect(onDocumentChange).not.toHaveBeenCalledWith(null);
    // The file control no longer holds the refused file: its name never stands beside the
    // accepted one's (issue 39, item 4).
    expect((input(/^本人確認書類/) as HTMLInputElement).files).toHaveLength(0);

    // A good file whose upload fails does not throw it away either.
    await user.upload(input(/^本人確認書類/), png());
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.reject(new Error('storage/retry-limit-exceeded')));
    expect(await screen.findByText(/アップロードできませんでした/)).toBeVisible();
    expect(screen.getByText(/アップロード済み：license.png/)).toBeVisible();
    expect((input(/^本人確認書類/) as HTMLInputElement).files).toHaveLength(0);

    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('本人確認書類をアップロードしてください')).toBeNull();
    expect(onSubmit.mock.calls[0]![0].identityDocumentPath).toBe('users/u1/identity/app1.png');
    expect(onDocumentChange).toHaveBeenCalledTimes(1);
  });

  it('asks for the identity document when none was uploaded', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user, ['document']);
    await submit(user);
    await waitFor(() =>
      expect(input(/^本人確認書類/)).toHaveAccessibleDescription(
        /本人確認書類をアップロードしてください/,
      ),
    );
    expect(input(/^本人確認書類/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
