import { isNetworkError } from '@/utils/is-network-error';

/** The Japanese messages for a failed admin action. */
export const adminErrorMessages = {
  saveFailed: '保存できませんでした。通信状態を確認して、もう一度お試しください。',
  deleteFailed: '削除できませんでした。通信状態を確認して、もう一度お試しください。',
  uploadFailed: 'アップロードできませんでした。通信状態を確認して、もう一度お試しください。',
  permissionDenied:
    '権限がないため操作できませんでした。管理者アカウントでログインし直してください。',
  network: '通信できませんでした。インターネットへの接続を確認して、もう一度お試しください。',
  tooLarge: 'ファイルが大きすぎるためアップロードできませんでした。',
} as const;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * A clear Japanese message for a failed Firestore or Storage call: refused by the rules, no
 * connection, or `fallback` (what the action was, e.g. adminErrorMessages.saveFailed).
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  const code = codeOf(error);
  if (code === 'permission-denied' || code === 'storage/unauthorized') {
    return adminErrorMessages.permissionDenied;
  }
  if (isNetworkError(error)) return adminErrorMessages.network;
  return fallback;
}
