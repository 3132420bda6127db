import { vi } from 'vitest';

/** The parts of firebase/auth's IdTokenResult the auth core reads. */
export type FakeIdTokenResult = {
  token: string;
  expirationTime: string;
  claims: Record<string, unknown>;
};

/** A stand-in shaped like the SDK's User: e-mail plus the two token methods. */
export function fakeFirebaseUser({
  email = 'user@example.com',
  token = 'id-token-1',
  expiresInMs = 60 * 60 * 1000,
  claims = {},
}: {
  email?: string;
  token?: string;
  expiresInMs?: number;
  claims?: Record<string, unknown>;
} = {}) {
  const result = (): FakeIdTokenResult => ({
    token,
    expirationTime: new Date(Date.now() + expiresInMs).toUTCString(),
    claims,
  });
  return {
    uid: 'uid-1',
    email,
    getIdToken: vi.fn(async (_forceRefresh?: boolean) => token),
    getIdTokenResult: vi.fn(async () => result()),
  };
}

export type FakeFirebaseUser = ReturnType<typeof fakeFirebaseUser>;

/** A stand-in for the Auth instance: the current user and the first-check promise. */
export function fakeAuth() {
  return {
    currentUser: null as FakeFirebaseUser | null,
    authStateReady: vi.fn(async () => {}),
  };
}

/** An error shaped like a FirebaseError from firebase/auth. */
export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}
