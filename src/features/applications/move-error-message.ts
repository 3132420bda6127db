import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';

/** The message of a move refused before writing (the applications feature's ApplicationMoveError). */
function refusedMoveMessage(error: unknown): string | null {
  return error instanceof Error && error.name === 'ApplicationMoveError' ? error.message : null;
}

export const staleApplicationMessage =
  'この申込はほかの画面で先に更新されていました。最新の状態を読み込みましたので、内容を確かめてからもう一度操作してください。';

export const spaceChangedMessage =
  '確認中に区画の状態が変わりました。上の説明を確かめて、もう一度押してください。';

/**
 * A failed move in Japanese: a move the state table or the space does not allow (said by
 * moveApplication itself), an application changed by someone else meanwhile (`stale`: the
 * rules refuse a writer who read an older history), refused rights, no connection.
 */
export function moveErrorMessage(error: unknown, stale: boolean): string {
  if (stale) return staleApplicationMessage;
  return refusedMoveMessage(error) ?? adminErrorMessage(error, adminErrorMessages.saveFailed);
}
