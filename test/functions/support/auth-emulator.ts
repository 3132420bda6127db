import { randomUUID } from 'node:crypto';
import { stackEnv } from './stack-env.js';

/** Public demo API key from .env; the Auth emulator accepts any key. */
const API_KEY = 'demo-api-key';

export interface SignedInUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function identityToolkit<T>(path: string, body: unknown, admin = false): Promise<T> {
  const { authHost } = stackEnv();
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // The emulator treats "owner" as an admin credential (what firebase-admin sends).
        ...(admin ? { Authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok)
    throw new Error(`Auth emulator ${path}: ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

/** A brand-new user signed up through the Auth emulator's REST API, with a fresh ID token. */
export async function signUpNewUser(): Promise<SignedInUser> {
  const email = `fn-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const result = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: result.localId, email, password, idToken: result.idToken };
}

/** Signs an existing user in again: a new ID token with a new auth_time. */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return result.idToken;
}

/** Moves the user's "tokens valid after" time (seconds), as an admin would by revoking. */
export async function setValidSince(uid: string, validSinceSeconds: number): Promise<void> {
  const { projectId } = stackEnv();
  await identityToolkit(
    `projects/${projectId}/accounts:update`,
    { localId: uid, validSince: String(validSinceSeconds) },
    true,
  );
}
