import { howToPayParagraph } from './how-to-pay-paragraph.js';
import { customerMail, staffMail } from './mail-kind.js';

/** Default texts of the enquiry, viewing request and bill messages (mail-templates.ts joins them; docs/mail.md). */
export const requestMailKinds = {
  'contact-received': customerMail({
    label: 'お問い合わせ受付（お客さま）',
    placeholders: ['お問い合わせ内容'],
    subject: '【{{ブランド名}}】お問い合わせを受け付けました',
    text: `{{ブランド名}}へお問い合わせいただき、ありがとうございます。
以下の内容で受け付けました。担当者より順にご連絡いたします。

――――――――
{{お問い合わせ内容}}
――――――――`,
  }),
  'contact-received-staff': staffMail({
    label: 'お問い合わせ受付（スタッフ宛て）',
    placeholders: [
      'お問い合わせ種別',
      'メールアドレス',
      '電話番号',
      'お問い合わせの冒頭',
      'お問い合わせ内容',
      '管理画面URL',
    ],
    subject: '【お問い合わせ・{{お問い合わせ種別}}】{{お名前}} 様「{{お問い合わせの冒頭}}」',
    text: `新しいお問い合わせがありました。

お名前：{{お名前}} 様
お問い合わせ種別：{{お問い合わせ種別}}
メールアドレス：{{メールアドレス}}
電話番号：{{電話番号}}

――――――――
{{お問い合わせ内容}}
――――――――

管理画面から返信できます。
{{管理画面URL}}`,
  }),
  'viewing-request-received': customerMail({
    label: '内見予約受付（お客さま）',
    placeholders: ['物件名', '希望日時'],
    subject: '【{{ブランド名}}】内見のご予約を受け付けました',
    text: `{{物件名}} の内見のご予約を受け付けました。

ご希望の日時：
{{希望日時}}

担当者が日時を確認し、確定のご連絡をいたします。`,
  }),
  'viewing-request-received-staff': staffMail({
    label: '内見予約受付（スタッフ宛て）',
    placeholders: ['物件名', '希望日時', '管理画面URL'],
    subject: '【内見予約】{{物件名}}（{{お名前}} 様）',
    text: `新しい内見予約がありました。

お名前：{{お名前}} 様
物件：{{物件名}}
ご希望の日時：
{{希望日時}}

{{管理画面URL}}`,
  }),
  'contact-reply': customerMail({
    label: 'お問い合わせへの返信',
    placeholders: ['返信内容', 'お問い合わせ内容'],
    subject: '【{{ブランド名}}】お問い合わせへのご回答',
    text: `{{返信内容}}

――― お問い合わせ内容 ―――
{{お問い合わせ内容}}`,
  }),
  'viewing-request-reply': customerMail({
    label: '内見予約への返信',
    placeholders: ['返信内容', '物件名'],
    subject: '【{{ブランド名}}】内見のご予約について（{{物件名}}）',
    text: `{{返信内容}}`,
  }),
  'bill-issued': customerMail({
    label: 'ご請求',
    placeholders: ['請求内容', '金額', '入金状況', '支払期限', 'お支払い方法', 'マイユニットURL'],
    subject: '【{{ブランド名}}】ご請求のお知らせ（{{請求内容}}）',
    text: `いつもご利用いただき、ありがとうございます。
以下のとおりご請求いたします。

内容：{{請求内容}}
お支払い額（税込）：{{金額}}
{{入金状況}}
お支払い期限：{{支払期限}}

${howToPayParagraph}`,
  }),
  'payment-received': customerMail({
    label: '入金確認',
    placeholders: [
      '請求内容',
      '金額',
      '入金額',
      '入金日',
      '残額',
      '支払期限',
      'お支払い状況',
      'マイユニットURL',
    ],
    subject: '【{{ブランド名}}】ご入金を確認しました',
    text: `{{請求内容}}（ご請求額 {{金額}}）のご入金を確認しました。
ありがとうございます。

入金日：{{入金日}}
入金額：{{入金額}}

{{お支払い状況}}

ご請求とお支払いの状況は、マイユニットでご確認いただけます。
{{マイユニットURL}}`,
  }),
  'bill-reminder': customerMail({
    label: 'お支払いのお願い（期限超過）',
    placeholders: [
      '請求内容',
      '金額',
      '入金状況',
      '支払期限',
      'ご請求の一覧',
      'お支払い方法',
      'マイユニットURL',
    ],
    subject: '【{{ブランド名}}】お支払い期限を過ぎたご請求があります',
    text: `以下のご請求のお支払い期限を過ぎておりますが、現時点でご入金を確認できておりません。

{{ご請求の一覧}}

お支払い残高の合計：{{金額}}

お手数ですが、至急お支払いをお願いいたします。

【お支払い方法】
{{お支払い方法}}

行き違いでお支払い済みの場合は、ご容赦ください。
{{マイユニットURL}}`,
  }),
} as const;
