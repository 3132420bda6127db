/**
 * The messages the platform sends, as editable templates: a subject and a body with named
 * placeholders ({{受付番号}}). Plain TypeScript with no dependencies (nor have the modules it
 * imports), used by the functions (sending) and by the admin template editor (preview,
 * checking), so both read the same defaults and rules; the preview's 初回のお支払い and
 * お支払い方法 come from the very formatters the sender uses.
 * docs/mail.md lists every kind.
 */

import type { BillForQuote } from './first-payment-text.js';
import { firstPaymentEstimateText, firstPaymentText } from './first-payment-text.js';
import type { PaymentSettingsForMail } from './how-to-pay-text.js';
import { howToPayText } from './how-to-pay-text.js';
import { accountMailKinds } from './mail-kinds-account.js';
import { contractMailKinds } from './mail-kinds-contract.js';
import { debitMailKinds } from './mail-kinds-debit.js';
import { requestMailKinds } from './mail-kinds-requests.js';
import { waitlistMailKinds } from './mail-kinds-waitlist.js';

/** Placeholders every message has. */
const common = ['ブランド名', 'お名前', '署名'] as const;

/** Each kind: its label in admin, its own placeholders, its default text. */
export const mailKinds = {
  ...contractMailKinds,
  ...requestMailKinds,
  ...accountMailKinds,
  ...debitMailKinds,
  ...waitlistMailKinds,
};

export type MailKind = keyof typeof mailKinds;
export const mailKindList = Object.keys(mailKinds) as MailKind[];

export function isMailKind(value: string): value is MailKind {
  return Object.hasOwn(mailKinds, value);
}

/** The placeholders a kind's template may use (the common ones first). */
export function placeholdersOf(kind: MailKind): readonly string[] {
  return [...common, ...mailKinds[kind].placeholders];
}

export interface MailTemplate {
  subject: string;
  body: string;
}

/** The kind's built-in template (a brand's own edits replace it: brands/{b}/mailTemplates/{kind}). */
export function defaultTemplate(kind: MailKind): MailTemplate {
  const { subject, body } = mailKinds[kind];
  return { subject, body };
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names of the placeholders in `text`, in order of appearance (repeated ones once). */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** Placeholders in the template that the kind does not know (a typo, or another kind's). */
export function unknownPlaceholders(kind: MailKind, template: MailTemplate): string[] {
  const known = new Set(placeholdersOf(kind));
  return placeholdersIn(`${template.subject}\n${template.body}`).filter((name) => !known.has(name));
}

/** A template that names a placeholder its kind does not have: refused, never sent half-filled. */
export class UnknownPlaceholderError extends Error {
  constructor(readonly names: string[]) {
    super(`使えない差し込み項目があります：${names.map((name) => `{{${name}}}`).join('、')}`);
    this.name = 'UnknownPlaceholderError';
  }
}

/**
 * The message for `kind` from `template` with every placeholder filled from `values`. Throws
 * UnknownPlaceholderError for a placeholder the kind does not know; a known one without a value
 * becomes '' (e.g. no 理由 given for 承認).
 */
export function renderTemplate(
  kind: MailKind,
  template: MailTemplate,
  values: Readonly<Record<string, string | undefined>>,
): MailTemplate {
  const unknown = unknownPlaceholders(kind, template);
  if (unknown.length > 0) throw new UnknownPlaceholderError(unknown);
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_all, name: string) => values[name] ?? '');
  return {
    subject: fill(template.subject).replace(/\s+/g, ' ').trim(),
    // A placeholder left empty on a line of its own (承認 without a message) leaves no gap of
    // two blank lines: runs of blank lines become one (issue 31, item 4).
    body: fill(template.body).replace(/\n(?:[ \t\u3000]*\n){2,}/g, '\n\n'),
  };
}

/** The preview's first bill (a start on 12/10: 日割り and the 事務手数料). */
export const sampleFirstBill: BillForQuote = {
  amount: 9350,
  dueDate: '2026-12-08',
  lines: [
    { label: '初月利用料（日割り・12/10〜12/31の22日分）', amount: 5464 },
    { label: '初月管理費（日割り・12/10〜12/31の22日分）', amount: 780 },
    { label: '事務手数料', amount: 3106 },
  ],
};

/** The preview's お支払い設定: 銀行振込 and 口座振替, a 振込先 and a note. */
export const samplePaymentSettings: PaymentSettingsForMail = {
  paymentMethods: ['transfer', 'debit'],
  bankAccount: {
    bankName: 'みずほ銀行',
    branchName: '三軒茶屋支店',
    accountType: 'ordinary',
    accountNumber: '1234567',
    accountHolder: 'カ）ソラクラ',
  },
  note: '振込手数料はお客さまのご負担となります。',
};

/** What the preview fills in: realistic values for every placeholder. */
export const sampleValues: Readonly<Record<string, string>> = {
  ブランド名: 'ソラクラ',
  お名前: '山田 花子',
  署名: 'ソラクラ\nメール：info@sorakura.example\n電話：03-1234-5678（受付時間 平日10:00〜18:00）',
  受付番号: 'K7M4-QX92',
  物件名: 'ソラクラ 三軒茶屋',
  区画: '1A-01',
  利用開始希望日: '2026年12月1日（火）',
  利用開始日: '2026年12月10日（木）',
  月額: '8,800円（利用料 7,700円・管理費 1,100円）',
  初回のお支払い: firstPaymentText(sampleFirstBill),
  お支払い方法: howToPayText(samplePaymentSettings, {
    customerNumber: 1001,
    kana: 'ヤマダ ハナコ',
  }),
  メールアドレス: 'hanako@example.com',
  再設定URL: 'https://example.jp/sorakura/login/reset?mode=resetPassword&oobCode=xxxx',
  理由: '本人確認書類の住所とお申し込みの住所が一致しなかったため',
  初回お支払い目安: firstPaymentEstimateText(sampleFirstBill),
  最後のご請求: [
    '2027年1月分 8,800円（税込）',
    '・利用料（1月分） 7,700円',
    '・管理費（1月分） 1,100円',
    'この月の分を最後のご請求として、いつもどおりお送りします（お支払い期限 2027年1月27日（水））。それより後のご請求はありません。',
  ].join('\n'),
  返金されないもの: [
    '・ご契約時にお支払いいただいた初期費用（事務手数料 3,300円・保証料 5,500円）は返金されません。',
    '・最終月の利用料・管理費は日割りせず、1か月分をご請求します（月の途中で解約しても返金はありません）。',
  ].join('\n'),
  解約日までのお願い: [
    '・2027年1月31日（日）までに、区画内のお荷物をすべて搬出し、区画を空にしてください。',
    '・鍵（カードキーを含む）は2027年1月31日（日）までにご返却ください。返却の方法は担当者からご案内します。',
  ].join('\n'),
  お問い合わせ種別: '物件・区画について',
  お問い合わせの冒頭: '屋内の0.5畳の区画は、バイクのヘルメットも…',
  電話番号: '090-1234-5678',
  ログインURL: 'https://example.jp/sorakura/login',
  マイユニットURL: 'https://example.jp/sorakura/myunit',
  管理画面URL: 'https://example.jp/admin/brands/sorakura?application=xxxx',
  お問い合わせ内容: '屋内の0.5畳の区画は、バイクのヘルメットも入りますか？',
  返信内容: 'お問い合わせありがとうございます。0.5畳の区画にはヘルメットが2つ入ります。',
  希望日時: '・2026年12月5日（土） 午前（10:00〜12:00）',
  解約希望日: '2027年1月31日（日）',
  解約日: '2027年1月31日（日）',
  請求内容: '2026年12月分 利用料・管理費',
  金額: '8,800円',
  ご請求の一覧:
    '・2026年11月分 利用料・管理費（ソラクラ 三軒茶屋 1C-03）\n　お支払い期限 2026年11月27日（金）　お支払い残高 11,000円\n・2026年12月分 利用料・管理費（ソラクラ 三軒茶屋 1C-03）\n　お支払い期限 2026年12月28日（月）　お支払い残高 11,000円',
  支払期限: '2026年12月27日（日）',
  入金額: '8,800円',
  入金日: '2026年12月20日（日）',
  残額: '0円',
  お支払い状況: 'これでお支払いは完了です。',
  // お支払いのお願い of a bill nothing was paid of (a part payment fills it in)
  入金状況: '',
  プラン: '屋内トランクルーム 0.5帖（0.81㎡）・月額3,000円',
  順番: '2番目',
  お取り置き期間: '48時間（2日間）',
  期限: '2026年12月3日（木）18:00',
  申込URL: 'https://example.jp/sorakura/FN-01/1A-01/application',
  引落日: '2026年12月28日（月）',
  振替結果: '資金不足',
  振込先:
    '銀行・支店：みずほ銀行 三軒茶屋支店\n口座：普通 1234567\n口座名義：カ）ソラクラ\n振込名義：1001 ヤマダ ハナコ（お客様番号のあとにお名前）',
};
