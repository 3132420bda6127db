import { firebaseAuth } from '@/lib/firebase-auth';

/**
 * The uid of the signed-in user, which is the id of their member profile and the `uid` their
 * applications and bills carry; null when nobody is signed in. The client auth state keeps only
 * the token and e-mail (spec section 3), so screens that read a user's own documents ask here.
 * Import it lazily (`await import(...)`): it loads firebase/auth.
 */
export async function getSignedInUid(): Promise<string | null> {
  await firebaseAuth.authStateReady();
  return firebaseAuth.currentUser?.uid ?? null;
}
