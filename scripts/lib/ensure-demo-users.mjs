import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { demoAccounts } from './demo-accounts.mjs';

/**
 * Creates (or resets) the demo accounts in the Auth emulator at `authHost` ("127.0.0.1:9099").
 * Idempotent: existing users get their password, e-mail and claims put back to the demo values.
 */
export async function ensureDemoUsers({ projectId, authHost }) {
  // firebase-admin reads the emulator address from the environment when the app is created.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const app = initializeApp({ projectId }, `demo-users-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const account of demoAccounts) {
      const fields = {
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
        disabled: false,
      };
      try {
        await auth.updateUser(account.uid, fields);
      } catch (error) {
        if (error?.code !== 'auth/user-not-found') throw error;
        await auth.createUser({ uid: account.uid, ...fields });
      }
      await auth.setCustomUserClaims(account.uid, account.claims);
    }
  } finally {
    await deleteApp(app);
  }
  return demoAccounts;
}
