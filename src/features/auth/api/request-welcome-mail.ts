import { apiClient } from '@/lib/api-client';

/**
 * POST /api/auth/welcome {idToken, brandId}: the brand's アカウント作成 mail to the account just
 * made (issue 31, item 4). Not awaited by the sign-up and never its failure: the account works
 * without the mail, and the person is already on their way.
 */
export async function requestWelcomeMail(idToken: string, brandId: string): Promise<void> {
  try {
    await apiClient('/api/auth/welcome', { method: 'POST', body: { idToken, brandId } });
  } catch {
    // No mail is no reason to stop a sign-up; the server logs its own failures.
  }
}
