/**
 * 監査ログ (issue 29, item 4): the words both sides share — the functions that write entries
 * (functions/src/audit/) and the admin screens that read them (`@/lib/model/audit-log`).
 * docs/data-model.md, `auditLogs/{scope}/entries/{id}`.
 */

/** The operator-wide log's scope (site pages, route rules, grants…): never a brand id. */
export const OPERATOR_AUDIT_SCOPE = '_operator';
export const AUDIT_LOGS_COLLECTION = 'auditLogs';
export const AUDIT_ENTRIES = 'entries';

/** `run`, `import`, `export`: a job run or a file imported or exported (issue 36, item 4). */
export const auditJobActions = ['run', 'import', 'export'] as const;
export type AuditJobAction = (typeof auditJobActions)[number];
export const auditActions = [
  'create',
  'update',
  'delete',
  'view',
  'resend',
  ...auditJobActions,
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Whether an entry records a run or an import (its changes are counts: no before). */
export function isAuditJobAction(action: string): action is AuditJobAction {
  return (auditJobActions as readonly string[]).includes(action);
}

export const auditActorTypes = ['staff', 'customer', 'visitor', 'system'] as const;
export type AuditActorType = (typeof auditActorTypes)[number];

/** Every kind an entry may have, with the label the 監査ログ screen shows. */
export const auditKindLabels: Readonly<Record<string, string>> = {
  brand: 'ブランド',
  page: 'ページ',
  faq: 'よくある質問',
  notice: 'お知らせ',
  asset: '物件',
  space: '区画',
  member: '会員',
  application: '申込',
  contact: 'お問い合わせ',
  contactThread: 'お問い合わせの返信',
  viewingRequest: '内見予約',
  viewingRequestThread: '内見予約の返信',
  mailTemplate: 'メールの文面',
  bill: '請求',
  credit: '預り金',
  statementLine: '入金明細',
  statementImport: '明細の取込',
  debitAccount: '口座振替の口座',
  debitRequest: '口座振替の依頼',
  debitItem: '口座振替の明細',
  debitImport: '振替結果の取込',
  settings: '設定',
  identityDocument: '本人確認書類',
  mail: 'メール',
  sitePage: 'サイトのページ',
  siteNotice: 'サイトのお知らせ',
  siteFaq: 'サイトのよくある質問',
  routeRule: '転送ルール',
  device: 'デバイス',
  grant: '管理者権限',
  staffDirectory: 'スタッフ名簿',
  monthBills: '月次請求',
  reminders: '督促メール',
  contractEnd: '契約の終了',
};

/** What was done, in the words staff read. */
export const auditActionLabels: Readonly<Record<AuditAction, string>> = {
  create: '作成',
  update: '変更',
  delete: '削除',
  view: '閲覧',
  resend: '再送',
  run: '実行',
  import: '取込',
  export: '出力',
};

/** Who, by kind. */
export const auditActorTypeLabels: Readonly<Record<AuditActorType, string>> = {
  staff: 'スタッフ',
  customer: 'お客さま',
  visitor: '訪問者',
  system: 'システム',
};

/** Common fields in the words staff read; others are shown by their field name. */
export const auditFieldLabels: Readonly<Record<string, string>> = {
  monthlyFee: '月額利用料',
  adminFee: '管理費',
  status: '状態',
  label: '区画番号',
  type: 'タイプ',
  floor: '階',
  size: '広さ',
  'size.widthCm': '幅',
  'size.depthCm': '奥行',
  'size.heightCm': '高さ',
  'size.areaM2': '面積',
  initialCosts: '初期費用',
  'initialCosts.handlingFee': '事務手数料',
  'initialCosts.guaranteeFee': '保証料',
  'initialCosts.keyFee': '鍵代',
  reservedBy: '申込者',
  applicationId: '申込',
  layout: '区画図の位置',
  name: '名前',
  kana: 'フリガナ',
  email: 'メールアドレス',
  phone: '電話番号',
  published: '公開',
  description: '説明',
  title: 'タイトル',
  body: '本文',
  subject: '件名',
  staffNote: 'スタッフのメモ',
  dueDate: '支払期限',
  amount: '金額',
  paidAmount: '入金額',
  'delivery.state': '送信状態',
  // A job run's or an import's counts (job-audit.ts)
  summary: '結果',
  created: '作成',
  existing: '作成済み',
  skipped: '対象外',
  creditApplied: '預り金を充当',
  sent: '送信',
  failures: '失敗',
  records: '件数',
  recordedNow: '今回記録',
  recordedBefore: '記録済み',
  unmatched: '照合できず',
  problems: '問題',
  items: '明細',
};

/** A field as shown: 「月額利用料（monthlyFee）」, or the field name alone. */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(auditFieldLabels, field) ? `${auditFieldLabels[field]}（${field}）` : field;
}

/** A kind's label, or the kind itself for one this build does not know. */
export function auditKindLabel(kind: string): string {
  return Object.hasOwn(auditKindLabels, kind) ? (auditKindLabels[kind] as string) : kind;
}
