import type { ChangeAdminClaimResult } from './api/change-admin-claim';

/**
 * When a change takes effect (docs/auth.md, "When a change takes effect"): a removal, and a
 * narrowing, at the person's next request (the rules and the functions read the staff directory
 * entry, and a removal ends their sessions); a grant or a widening reaches their token at their
 * next sign-in, or its next refresh (at most an hour).
 */
export const takesEffectNote =
  '解除と担当ブランドを減らす変更は、すぐに反映されます（ログイン中の方も、次の操作から使えなくなります）。付与と担当ブランドを増やす変更は、対象の方が次にログインしたときから反映されます（ログイン中の方は最長1時間）。';

/** The same for one outcome, shown under it. */
export function takesEffectNoteFor(action: ChangeAdminClaimResult['action']): string {
  return action === 'remove'
    ? '解除はすぐに反映されました。対象の方がログイン中でも、次の操作（データの表示や保存、書類の表示）から管理画面を使えなくなり、理由を添えてログイン画面に戻ります。'
    : '付与と担当ブランドの追加は、対象の方が次にログインしたときから反映されます（ログイン中の方は最長1時間）。担当ブランドを減らした分は、次の操作からすぐに使えなくなります。';
}

/** The function's refusal reasons (details.reason), in Japanese. */
export const grantAdminFailureMessages: Readonly<Record<string, string>> = {
  'invalid-input':
    'メールアドレス、操作（付与・解除）と担当ブランド（20件まで）を正しく指定してください。',
  'not-operator': '管理者権限を変更できるのは、運営全体の管理者だけです。',
  'unknown-brand':
    '選んだブランドの中に、存在しないブランドがあります。画面を読み込み直してください。',
  'sign-in-required': 'ログインが必要です。ログインしてからもう一度お試しください。',
  'not-admin':
    '管理者のみが操作できます。初めての管理者を作る場合は、初期設定用シークレットを入力してください。',
  'bootstrap-disabled': 'このプロジェクトには初期設定用シークレットが設定されていません。',
  'bootstrap-closed':
    'すでに管理者がいるため、初期設定用シークレットは使えません。管理者に依頼してください。',
  'bootstrap-secret-wrong': '初期設定用シークレットが正しくありません。',
  'user-not-found':
    'このメールアドレスのアカウントは見つかりません。先にアカウント登録が必要です。',
  'self-removal': '自分自身の管理者権限は解除・変更できません。',
  'last-admin':
    '運営全体の管理者が一人もいなくなるため、解除・変更できません。先に別の方を運営全体の管理者にしてください。',
  'claims-too-large':
    'このアカウントのカスタムクレームが上限（1,000 バイト）を超えるため変更できません。',
};

export const grantAdminFallbackMessage =
  '権限を変更できませんでした。時間をおいてもう一度お試しください。';

export const grantAdminOfflineMessage =
  'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。';

/**
 * The success line for a result; `scope` names what a grant gave (e.g. 運営全体, or
 * ブランドの担当: モトガレージ) when the screen offers the choice.
 */
export function grantAdminResultMessage(result: ChangeAdminClaimResult, scope?: string): string {
  if (result.action === 'grant') {
    const what = scope ? `管理者権限（${scope}）` : '管理者権限';
    return result.changed
      ? `${result.email} に${what}を付与しました。`
      : `${result.email} はすでに${scope ? `この範囲の管理者` : '管理者'}です。変更はありません。`;
  }
  return result.changed
    ? `${result.email} の管理者権限を解除しました。`
    : `${result.email} は管理者ではありません。変更はありません。`;
}
