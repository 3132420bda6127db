import { adminErrorMessages } from '@/components/admin/admin-error-message';
import { RequestMoveError } from '@/lib/model/request-status';
import { isNetworkError } from '@/utils/is-network-error';

/**
 * A failed change in Japanese. Staff here are admins, so a refusal by the rules means the
 * request changed since it was read (someone else moved it): it has been read again.
 */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof RequestMoveError) return `${error.message}。画面を最新にしました。`;
  if ((error as { code?: unknown } | null)?.code === 'permission-denied') {
    return 'ほかの操作で対応状況が変わったため、保存できませんでした。画面を最新にしたので、確かめてからもう一度お試しください。';
  }
  if (isNetworkError(error)) return adminErrorMessages.network;
  return adminErrorMessages.saveFailed;
}
