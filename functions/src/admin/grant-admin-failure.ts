import type { FunctionsErrorCode } from 'firebase-functions/https';
import { HttpsError } from 'firebase-functions/https';

/** Why grantAdmin refused; sent as `details.reason` so the screen can show its own message. */
export type GrantAdminFailureReason =
  | 'invalid-input'
  | 'sign-in-required'
  | 'not-admin'
  | 'not-operator'
  | 'unknown-brand'
  | 'bootstrap-disabled'
  | 'bootstrap-closed'
  | 'bootstrap-secret-wrong'
  | 'user-not-found'
  | 'self-removal'
  | 'last-admin'
  | 'claims-too-large';

const failures: Record<GrantAdminFailureReason, [FunctionsErrorCode, string]> = {
  'invalid-input': [
    'invalid-argument',
    'メールアドレス、操作（付与・解除）と担当ブランド（20件まで）を正しく指定してください。',
  ],
  'sign-in-required': ['unauthenticated', 'ログインしてください。'],
  'not-admin': ['permission-denied', '管理者のみが操作できます。'],
  'not-operator': ['permission-denied', '管理者権限を変更できるのは、運営全体の管理者だけです。'],
  'unknown-brand': ['not-found', '選んだブランドの中に、存在しないブランドがあります。'],
  'bootstrap-disabled': ['permission-denied', '初期設定用シークレットが設定されていません。'],
  'bootstrap-closed': [
    'permission-denied',
    '管理者がすでにいるため、初期設定用シークレットは使えません。',
  ],
  'bootstrap-secret-wrong': ['permission-denied', '初期設定用シークレットが正しくありません。'],
  'user-not-found': ['not-found', 'このメールアドレスのアカウントは見つかりません。'],
  'self-removal': ['failed-precondition', '自分自身の管理者権限は解除・変更できません。'],
  'last-admin': [
    'failed-precondition',
    '運営全体の管理者が一人もいなくなるため、解除・変更できません。',
  ],
  'claims-too-large': [
    'failed-precondition',
    'このアカウントのカスタムクレームが上限（1,000 バイト）を超えるため変更できません。',
  ],
};

/** The HttpsError for a refusal: the callable code, a Japanese message, and the reason. */
export function grantAdminFailure(reason: GrantAdminFailureReason): HttpsError {
  const [code, message] = failures[reason];
  return new HttpsError(code, message, { reason });
}
