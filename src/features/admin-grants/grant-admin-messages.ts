import type { ChangeAdminClaimResult } from './api/change-admin-claim';

/** Shown with every outcome: claims reach the rules only in a newly issued ID token. */
export const signInAgainNote =
  '変更が反映されるのは、対象の方がいったんログアウトして、もう一度ログインした後です（最長1時間は以前の権限のままの場合があります）。';

/** The function's refusal reasons (details.reason), in Japanese. */
export const grantAdminFailureMessages: Readonly<Record<string, string>> = {
  'invalid-input': 'メールアドレスと操作（付与・解除）を正しく指定してください。',
  'sign-in-required': 'ログインが必要です。ログインしてからもう一度お試しください。',
  'not-admin':
    '管理者のみが操作できます。初めての管理者を作る場合は、初期設定用シークレットを入力してください。',
  'bootstrap-disabled': 'このプロジェクトには初期設定用シークレットが設定されていません。',
  'bootstrap-closed':
    'すでに管理者がいるため、初期設定用シークレットは使えません。管理者に依頼してください。',
  'bootstrap-secret-wrong': '初期設定用シークレットが正しくありません。',
  'user-not-found':
    'このメールアドレスのアカウントは見つかりません。先にアカウント登録が必要です。',
  'self-removal': '自分自身の管理者権限は解除できません。',
  'last-admin': '最後の管理者の権限は解除できません。先に別の方を管理者にしてください。',
  'claims-too-large':
    'このアカウントのカスタムクレームが上限（1,000 バイト）を超えるため変更できません。',
};

export const grantAdminFallbackMessage =
  '権限を変更できませんでした。時間をおいてもう一度お試しください。';

export const grantAdminOfflineMessage =
  'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。';

/** The success line for a result. */
export function grantAdminResultMessage(result: ChangeAdminClaimResult): string {
  if (result.action === 'grant') {
    return result.changed
      ? `${result.email} に管理者権限を付与しました。`
      : `${result.email} はすでに管理者です。変更はありません。`;
  }
  return result.changed
    ? `${result.email} の管理者権限を解除しました。`
    : `${result.email} は管理者ではありません。変更はありません。`;
}
