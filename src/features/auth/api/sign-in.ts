import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import { authStore } from '../auth-store';
import { createSession } from './create-session';
import { runAuthOperation } from './run-auth-operation';

/**
 * Signed out → signed in (spec section 4): sets token and userEmail, then creates the server
 * session. If only the session fails, the person stays signed in here and the error says so.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const { user } = await runAuthOperation(() =>
    signInWithEmailAndPassword(firebaseAuth, email, password),
  );
  const idToken = await runAuthOperation(() => user.getIdToken());
  authStore.signedIn(idToken, user.email ?? email);
  await createSession(idToken);
}
