import { createUserWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import { authStore } from '../auth-store';
import { createSession } from './create-session';
import { requestWelcomeMail } from './request-welcome-mail';
import { runAuthOperation } from './run-auth-operation';

/**
 * Creates the account (which also signs it in), asks for the brand's welcome mail (not
 * awaited), then the same session creation as sign-in.
 */
export async function signUp(email: string, password: string, brandId: string): Promise<void> {
  const { user } = await runAuthOperation(() =>
    createUserWithEmailAndPassword(firebaseAuth, email, password),
  );
  const idToken = await runAuthOperation(() => user.getIdToken());
  authStore.signedIn(idToken, user.email ?? email);
  void requestWelcomeMail(idToken, brandId);
  await createSession(idToken);
}
