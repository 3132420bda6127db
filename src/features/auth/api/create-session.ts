import { apiClient } from '@/lib/api-client';
import { AuthError } from '../auth-error';
import { authMessages } from '../auth-messages';

/** POST /api/auth/sessionLogin {idToken}: the server sets the `__session` cookie. */
export async function createSession(idToken: string): Promise<void> {
  try {
    await apiClient('/api/auth/sessionLogin', { method: 'POST', body: { idToken } });
  } catch (error) {
    throw new AuthError(authMessages.sessionCreateFailed, 'session/create-failed', {
      cause: error,
    });
  }
}
