import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import { AuthError } from '../auth-error';
import { authMessages } from '../auth-messages';
import { authStore } from '../auth-store';
import { createSession } from './create-session';
import { runAuthOperation } from './run-auth-operation';
import { signOutUser } from './sign-out-user';

/**
 * Admin sign-in: only a token whose `isAdmin` claim is true gets in (spec section 5); anyone
 * else is signed out again before a session is created.
 */
export async function adminSignIn(email: string, password: string): Promise<void> {
  const { user } = await runAuthOperation(() =>
    signInWithEmailAndPassword(firebaseAuth, email, password),
  );
  let result;
  try {
    result = await user.getIdTokenResult();
  } catch (error) {
    await signOutUser();
    throw new AuthError(authMessages.tokenResultFailed, 'token/result-failed', { cause: error });
  }
  if (result.claims['isAdmin'] !== true) {
    await signOutUser();
    throw new AuthError(authMessages.notAdmin, 'admin/not-admin');
  }
  authStore.signedIn(result.token, user.email ?? email);
  await createSession(result.token);
}
