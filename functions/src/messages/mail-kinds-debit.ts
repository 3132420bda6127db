import { customerMail } from './mail-kind.js';

/** Default text of the 口座振替 messages (mail-templates.ts joins them; docs/mail.md). */
export const debitMailKinds = {
  'debit-failed': customerMail({
    label: '口座振替ができなかったお知らせ',
    placeholders: ['請求内容', '金額', '引落日', '振替結果', '振込先', 'マイユニットURL'],
    subject: '【{{ブランド名}}】口座振替ができませんでした（{{請求内容}}）',
    text: `{{引落日}}にご指定の口座からの引き落としを行いましたが、
金融機関から「{{振替結果}}」のため振替できなかったとの連絡がありました。

請求内容：{{請求内容}}
お支払いいただく金額：{{金額}}

お手数ですが、下記の口座へお振り込みください。
{{振込先}}

ご請求の内容とお支払い状況は、マイユニットでご確認いただけます。
{{マイユニットURL}}

すでにお振り込みいただいた場合は、行き違いですのでご容赦ください。`,
  }),
} as const;
