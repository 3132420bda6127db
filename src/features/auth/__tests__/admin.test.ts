import { signInWithEmailAndPassword, signOut as firebaseSignOut } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { adminSignIn } from '../api/admin-sign-in';
import { isAdmin } from '../api/is-admin';
import { authStore } from '../auth-store';
import { fakeAuth, fakeFirebaseUser, firebaseError } from './fake-firebase-user';

const auth = vi.hoisted(() => ({ current: null as unknown as { currentUser: unknown } }));
vi.mock('@/lib/firebase-auth', () => ({
  get firebaseAuth() {
    return auth.current;
  },
}));
vi.mock('@/lib/api-client', () => ({ apiClient: vi.fn(async () => ({})) }));
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

beforeEach(() => {
  vi.clearAllMocks();
  authStore.reset();
  auth.current = fakeAuth();
});

describe('isAdmin', () => {
  it('is true for a token with isAdmin: true and keeps the token', async () => {
    auth.current.currentUser = fakeFirebaseUser({ token: 'admin-tok', claims: { isAdmin: true } });
    authStore.signedIn('admin-tok', 'admin@example.com');
    await expect(isAdmin()).resolves.toBe(true);
    expect(authStore.getSnapshot().token).toBe('admin-tok');
  });

  it.each([
    ['no claim', {}],
    ['isAdmin false', { isAdmin: false }],
    ['isAdmin as a string', { isAdmin: 'true' }],
  ])('is false and clears the token with %s', async (_label, claims) => {
    auth.current.currentUser = fakeFirebaseUser({ token: 'user-tok', claims });
    authStore.signedIn('user-tok', 'user@example.com');
    await expect(isAdmin()).resolves.toBe(false);
    expect(authStore.getSnapshot().token).toBe('');
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired'])(
    'is false and signs the user out (state and server session) on %s',
    async (code) => {
      const user = fakeFirebaseUser({ token: 'adm', claims: { isAdmin: true } });
      user.getIdTokenResult.mockRejectedValue(firebaseError(code));
      auth.current.currentUser = user;
      authStore.signedIn('adm', 'admin@example.com');
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      await expect(isAdmin()).resolves.toBe(false);
      quiet.mockRestore();
      expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
      expect(apiClient).toHaveBeenCalledWith('/api/auth/sessionLogout', { method: 'POST' });
      expect(firebaseSignOut).toHaveBeenCalled();
    },
  );

  it('is false but keeps the person signed in when the check fails for another reason', async () => {
    const user = fakeFirebaseUser({ token: 'adm', claims: { isAdmin: true } });
    user.getIdTokenResult.mockRejectedValue(firebaseError('auth/network-request-failed'));
    auth.current.currentUser = user;
    authStore.signedIn('adm', 'admin@example.com');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(isAdmin()).resolves.toBe(false);
    quiet.mockRestore();
    expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: 'admin@example.com' });
    expect(firebaseSignOut).not.toHaveBeenCalled();
  });

  it('is false and clears the token when nobody is signed in', async () => {
    authStore.setToken('left-over');
    await expect(isAdmin()).resolves.toBe(false);
    expect(authStore.getSnapshot().token).toBe('');
  });
});

describe('adminSignIn', () => {
  it('refuses a user without the claim, signs them out and creates no session', async () => {
    const user = fakeFirebaseUser({ email: 'user@example.com', claims: {} });
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as never);

    await expect(adminSignIn('user@example.com', 'user-pass-1234')).rejects.toThrow(
      '管理者でないため、アクセスが拒否されました。',
    );
    expect(firebaseSignOut).toHaveBeenCalled();
    expect(apiClient).not.toHaveBeenCalledWith('/api/auth/sessionLogin', expect.anything());
    expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
  });

  it('lets an admin in and creates the session', async () => {
    const user = fakeFirebaseUser({
      email: 'admin@example.com',
      token: 'adm',
      claims: { isAdmin: true },
    });
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as never);

    await adminSignIn('admin@example.com', 'admin-pass-1234');

    expect(apiClient).toHaveBeenCalledWith('/api/auth/sessionLogin', {
      method: 'POST',
      body: { idToken: 'adm' },
    });
    expect(authStore.getSnapshot()).toMatchObject({ token: 'adm', userEmail: 'admin@example.com' });
  });
});
