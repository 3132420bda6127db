const wrongCredentials = 'メールアドレスまたはパスワードが正しくありません。';

/**
 * Firebase Auth error codes (spec section 8 and the ones the e-mail/password screens can meet)
 * mapped to what the person should read. Sign-in failures share one message so the screen does
 * not reveal whether an account exists.
 */
export const authErrorMessages: Readonly<Record<string, string>> = {
  'auth/wrong-password': wrongCredentials,
  'auth/invalid-credential': wrongCredentials,
  'auth/invalid-login-credentials': wrongCredentials,
  'auth/user-not-found': wrongCredentials,
  'auth/email-already-in-use': 'このメールアドレスはすでに登録されています。ログインしてください。',
  'auth/too-many-requests':
    '短時間に何度も試行されたため、一時的に操作を制限しています。しばらくしてからもう一度お試しください。',
  'auth/user-disabled': 'このアカウントは利用停止になっています。お問い合わせください。',
  'auth/requires-recent-login': '安全のため、もう一度ログインしてから操作してください。',
  'auth/network-request-failed':
    '通信に失敗しました。インターネット接続を確認して、もう一度お試しください。',
  'auth/expired-action-code':
    'このリンクは有効期限が切れています。再設定メールをもう一度送信してください。',
  'auth/invalid-action-code':
    'このリンクは無効か、すでに使用されています。再設定メールをもう一度送信してください。',
  'auth/multi-factor-auth-required':
    'このアカウントは多要素認証が必要ですが、この画面では対応していません。お問い合わせください。',
  'auth/user-mismatch': '現在ログインしているアカウントとは別のアカウントの情報です。',
  'auth/popup-blocked':
    'ポップアップがブロックされました。ブラウザの設定でポップアップを許可してください。',
  'auth/popup-closed-by-user': 'ログイン画面が閉じられました。もう一度お試しください。',
  'auth/unauthorized-domain': 'このドメインからのログインは許可されていません。',
  'auth/password-does-not-meet-requirements': 'パスワードが条件を満たしていません。',
  'auth/missing-recaptcha-token':
    'ロボットによる操作でないことを確認できませんでした。もう一度お試しください。',
  'auth/user-token-expired': 'ログインの有効期限が切れました。もう一度ログインしてください。',
  'auth/invalid-email': 'メールアドレスの形式が正しくありません。',
  'auth/missing-email': 'メールアドレスを入力してください。',
  'auth/weak-password': 'パスワードは6文字以上にしてください。',
  'auth/missing-password': 'パスワードを入力してください。',
  'auth/operation-not-allowed': 'この方法でのログインは現在ご利用いただけません。',
  'auth/quota-exceeded':
    'ただいまアクセスが集中しています。しばらくしてからもう一度お試しください。',
};

/** Shown for any code the catalogue does not know. */
export const genericAuthErrorMessage =
  '認証処理中にエラーが発生しました。しばらくしてからもう一度お試しください。';
