import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPassword, recheckPasswordAfterRejection } from '../api/check-password';
import { AuthError } from '../auth-error';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetRequestForm } from '../components/reset-request-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { defaultPasswordCheck } from '../password-requirements';
import { firebaseError } from './fake-firebase-user';

vi.mock('../api/check-password', () => ({
  checkPassword: vi.fn(),
  recheckPasswordAfterRejection: vi.fn(),
}));

const strictCheck = (password: string) => ({
  isValid: /[A-Z]/.test(password) && password.length >= 6,
  unmet: [
    ...(password.length >= 6 ? [] : ['長さ：6文字以上にしてください']),
    ...(/[A-Z]/.test(password) ? [] : ['大文字：英大文字（A〜Z）を含めてください']),
  ],
});

beforeEach(() => {
  vi.mocked(checkPassword)
    .mockReset()
    .mockImplementation(async (password) => defaultPasswordCheck(password));
  vi.mocked(recheckPasswordAfterRejection).mockReset();
});

describe('SignInForm', () => {
  it('labels its fields and links a field error with aria-describedby', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<SignInForm onSubmit={onSubmit} />);
    const email = screen.getByLabelText('メールアドレス');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('パスワード')).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    // Each error next to its field, and all of them in the summary at the top, announced.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('メールアドレスの形式が正しくありません。');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription(
      'パスワードを入力してください。',
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('入力内容をご確認ください（2件）');
    expect(summary).toHaveTextContent('メールアドレスの形式が正しくありません。');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables the button while signing in and shows the catalogue message on failure', async () => {
    let fail: (error: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), ' user@example.com ');
    await userEvent.type(screen.getByLabelText('パスワード'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ログインしています…' })).toBeDisabled(),
    );
    expect(onSubmit).toHaveBeenCalledWith({ email: 'user@example.com', password: 'wrong' });
    fail(firebaseError('auth/invalid-credential'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  });

  it('shows the message of an AuthError as is', async () => {
    const onSubmit = vi.fn(async () => {
      throw new AuthError(
        'ログインに成功しましたが、セッションの作成に失敗しました。',
        'session/create-failed',
      );
    });
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'user@example.com');
    await userEvent.type(screen.getByLabelText('パスワード'), 'user-pass-1234');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ログインに成功しましたが、セッションの作成に失敗しました。',
    );
  });
});

describe('SignUpForm', () => {
  it('shows the unmet requirements live and blocks a password the policy rejects', async () => {
    vi.mocked(checkPassword).mockImplementation(async (password) => strictCheck(password));
    const onSubmit = vi.fn(async () => {});
    render(<SignUpForm onSubmit={onSubmit} />);
    const password = screen.getByLabelText('パスワード');
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.type(screen.getByLabelText('メールアドレス'), 'new@example.com');
    await userEvent.type(password, 'abcdefg');
    const list = screen.getByRole('list', { name: '満たしていない条件' });
    await waitFor(() => {
      expect(list).toHaveTextContent('大文字：英大文字（A〜Z）を含めてください');
      expect(list).not.toHaveTextContent('長さ');
    });
    expect(password.getAttribute('aria-describedby')).toContain(list.id);

    await userEvent.click(screen.getByRole('button', { name: '新規登録' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/パスワードが条件を満たしていません。/),
    );
    expect(password).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(password, 'A');
    await waitFor(() => expect(list).toBeEmptyDOMElement());
  });

  it('re-checks the policy when the server rejects the password and shows what fails', async () => {
    vi.mocked(recheckPasswordAfterRejection).mockResolvedValue({
      isValid: false,
      unmet: ['記号：記号（! # $ % など）を含めてください'],
    });
    const onSubmit = vi.fn(async () => {
      throw firebaseError('auth/password-does-not-meet-requirements');
    });
    render(<SignUpForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('パスワード'), 'abcdef12');
    await userEvent.click(screen.getByRole('button', { name: '新規登録' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'パスワードが条件を満たしていません。',
    );
    expect(recheckPasswordAfterRejection).toHaveBeenCalledWith('abcdef12');
    expect(screen.getByRole('list', { name: '満たしていない条件' })).toHaveTextContent(
      '記号：記号（! # $ % など）を含めてください',
    );
  });
});

describe('ResetRequestForm', () => {
  it('shows the same neutral confirmation after sending', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ResetRequestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: '再設定メールを送信' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ご入力のメールアドレスが登録されている場合は',
    );
    expect(onSubmit).toHaveBeenCalledWith({ email: 'nobody@example.com' });
  });

  it('reports a malformed address without sending', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ResetRequestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'user@');
    await userEvent.click(screen.getByRole('button', { name: '再設定メールを送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'メールアドレスの形式が正しくありません。',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('NewPasswordForm', () => {
  it('offers a new mail when the link has expired', async () => {
    const onSubmit = vi.fn(async () => {
      throw firebaseError('auth/expired-action-code');
    });
    render(
      <NewPasswordForm
        email="user@example.com"
        onSubmit={onSubmit}
        errorAction={() => <a href="/tokyo/login/reset">再設定メールをもう一度送る</a>}
      />,
    );
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'user-pass-5678');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを変更' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('このリンクは有効期限が切れています。');
    expect(screen.getByRole('link', { name: '再設定メールをもう一度送る' })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ password: 'user-pass-5678' });
  });
});
