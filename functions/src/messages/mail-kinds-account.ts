import { customerMail, unnamedCustomerMail } from './mail-kind.js';

/** Default texts of the account messages (mail-templates.ts joins them; docs/mail.md). */
export const accountMailKinds = {
  'account-created': unnamedCustomerMail({
    label: 'アカウント作成',
    placeholders: ['メールアドレス', 'ログインURL', 'マイユニットURL'],
    subject: '【{{ブランド名}}】アカウントを作成しました',
    text: `このたびは{{ブランド名}}にご登録いただき、ありがとうございます。
アカウントを作成しました。

ご登録のメールアドレス：{{メールアドレス}}

次回からは、こちらのログイン画面でメールアドレスとパスワードを入力してください。
{{ログインURL}}

お申し込みの状況、ご契約、ご請求はマイユニットでご確認いただけます。
{{マイユニットURL}}

パスワードをお忘れの場合は、ログイン画面の「パスワードをお忘れの方はこちら」から再設定できます。
お心当たりのない場合は、お手数ですがこのメールにご返信ください。`,
  }),
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
