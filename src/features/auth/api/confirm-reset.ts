import { confirmPasswordReset } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import { runAuthOperation } from './run-auth-operation';

/** Sets the new password for the mail link's oobCode. */
export function confirmReset(oobCode: string, newPassword: string): Promise<void> {
  return runAuthOperation(() => confirmPasswordReset(firebaseAuth, oobCode, newPassword));
}
