import { firebaseAuth } from '@/lib/firebase-auth';
import { getStaffNames } from './get-staff-names';

/** The signed-in staff member, as a thread entry names them: uid and directory name. */
export async function getSignedInStaff(): Promise<{ uid: string; name: string }> {
  await firebaseAuth.authStateReady();
  const user = firebaseAuth.currentUser;
  if (!user) throw Object.assign(new Error('ログインしていません'), { code: 'permission-denied' });
  const names = await getStaffNames().catch(() => new Map<string, string>());
  const name = names.get(user.uid) ?? user.displayName ?? user.email?.split('@')[0] ?? 'スタッフ';
  return { uid: user.uid, name: name.slice(0, 50) };
}
