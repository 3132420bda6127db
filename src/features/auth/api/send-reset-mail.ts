import { FetchError } from 'ofetch';
import { apiClient } from '@/lib/api-client';
import { AuthError } from '../auth-error';

/** The brand's reset mail, sent by our functions (functions/src/auth/request-password-reset.ts). */
export const PASSWORD_RESET_PATH = '/api/auth/passwordReset';

const sendFailed = '再設定メールを送信できませんでした。時間をおいてもう一度お試しください。';

/** The server's own Japanese message of a refused request (400, 404, 429), if it sent one. */
function refusal(error: unknown): string | null {
  if (!(error instanceof FetchError) || !error.status || error.status >= 500) return null;
  const message: unknown = (error.data as { error?: { message?: unknown } } | undefined)?.error
    ?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * Asks for the brand's reset mail: from the brand, in Japanese, its link opening this brand's
 * reset page. The answer is the same whether or not the address has an account, so the screen
 * cannot reveal one; only a malformed address, too many requests or a failure are errors.
 */
export async function sendResetMail(email: string, brandId: string): Promise<void> {
  try {
    await apiClient(PASSWORD_RESET_PATH, { method: 'POST', body: { email, brandId } });
  } catch (error) {
    throw new AuthError(refusal(error) ?? sendFailed, 'reset/request-failed', { cause: error });
  }
}
