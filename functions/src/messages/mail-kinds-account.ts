import { customerMail } from './mail-kind.js';

/** Default text of the account messages (mail-templates.ts joins them; docs/mail.md). */
export const accountMailKinds = {
  'password-reset': customerMail({
    label: 'パスワード再設定',
    placeholders: ['メールアドレス', '再設定URL'],
    subject: '【{{ブランド名}}】パスワード再設定のご案内',
    text: `パスワード再設定のお申し込みを受け付けました。
下記のリンクを開き、新しいパスワードを設定してください。

{{再設定URL}}

ご登録のメールアドレス：{{メールアドレス}}
リンクの有効期限は、このメールの送信から1時間です。
期限が過ぎた場合は、ログイン画面の「パスワードをお忘れの方はこちら」から
もう一度お申し込みください。

お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。`,
  }),
} as const;
