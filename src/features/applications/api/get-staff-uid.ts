import { firebaseAuth } from '@/lib/firebase-auth';

/** The signed-in staff member's uid, recorded in the history entry of each move. */
export async function getStaffUid(): Promise<string> {
  await firebaseAuth.authStateReady();
  const uid = firebaseAuth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('ログインしていません'), { code: 'permission-denied' });
  return uid;
}
