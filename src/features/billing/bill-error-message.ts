import { adminErrorMessages } from '@/components/admin/admin-error-message';
import { isNetworkError } from '@/utils/is-network-error';

/**
 * A failed bill write in Japanese. Staff on this screen are admins, so a refusal by the rules
 * means the bill changed since the list was read (someone marked it paid, or made the month's
 * bills at the same moment): say so, the list has been read again.
 */
export function billErrorMessage(error: unknown): string {
  if ((error as { code?: unknown } | null)?.code === 'permission-denied') {
    return 'ほかの操作で請求が変わったため、保存できませんでした。一覧を最新にしたので、確かめてからもう一度お試しください。';
  }
  if (isNetworkError(error)) return adminErrorMessages.network;
  return adminErrorMessages.saveFailed;
}
