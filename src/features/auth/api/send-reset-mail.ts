import { sendPasswordResetEmail } from 'firebase/auth';
import { paths } from '@/config/paths';
import { firebaseAuth } from '@/lib/firebase-auth';
import { authErrorCode } from '../auth-error-code';
import { runAuthOperation } from './run-auth-operation';

/**
 * Sends the reset mail with a continue URL back to the brand's login. An unknown address is
 * not an error here: the screen must not reveal whether an account exists.
 */
export async function sendResetMail(email: string, brandId: string): Promise<void> {
  const url = new URL(paths.brand.login.href(brandId), location.origin).toString();
  try {
    await runAuthOperation(() => sendPasswordResetEmail(firebaseAuth, email, { url }));
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}
