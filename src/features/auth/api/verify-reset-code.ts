import { verifyPasswordResetCode } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase-auth';
import { runAuthOperation } from './run-auth-operation';

/** Checks the mail link's oobCode; resolves to the account's e-mail address. */
export function verifyResetCode(oobCode: string): Promise<string> {
  return runAuthOperation(() => verifyPasswordResetCode(firebaseAuth, oobCode));
}
