import { signOut as firebaseSignOut } from 'firebase/auth';
import { afterEach, describe, expect, it, beforeEach, vi } from 'vitest';
import { getToken, TOKEN_EXPIRY_MARGIN_MS } from '../api/get-token';
import { authStore } from '../auth-store';
import { fakeAuth, fakeFirebaseUser, firebaseError } from './fake-firebase-user';
import type { FakeFirebaseUser } from './fake-firebase-user';

const auth = vi.hoisted(() => ({ current: null as unknown as { currentUser: unknown } }));
vi.mock('@/lib/firebase-auth', () => ({
  get firebaseAuth() {
    return auth.current;
  },
}));

vi.mock('@/lib/api-client', () => ({ apiClient: vi.fn(async () => ({})) }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => {}) }));

function signInAs(user: FakeFirebaseUser) {
  auth.current.currentUser = user;
}

beforeEach(() => {
  vi.clearAllMocks();
  authStore.reset();
  auth.current = fakeAuth();
});

describe('getToken', () => {
  // The expiry is an HTTP date (whole seconds): with the clock on a whole second, "31 s" is
  // exactly 31 s when getToken reads the clock, not anything down to 30.001 s.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('uses a 30 second margin', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(30_000);
  });

  it('keeps a token that expires in 31 s', async () => {
    const user = fakeFirebaseUser({ token: 'cached', expiresInMs: 31_000 });
    signInAs(user);
    await expect(getToken()).resolves.toBe('cached');
    expect(user.getIdToken).not.toHaveBeenCalled();
    expect(authStore.getSnapshot().token).toBe('cached');
  });

  it('refreshes a token that expires in 29 s', async () => {
    const user = fakeFirebaseUser({ token: 'stale', expiresInMs: 29_000 });
    user.getIdToken.mockResolvedValue('fresh');
    signInAs(user);
    await expect(getToken()).resolves.toBe('fresh');
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(authStore.getSnapshot().token).toBe('fresh');
  });

  it('fails with 認証されていません when nobody is signed in', async () => {
    await expect(getToken()).rejects.toThrow('認証されていません');
    await expect(getToken()).rejects.toMatchObject({ code: 'token/not-authenticated' });
  });

  it('reports 認証トークンの取得に失敗しました when the token result cannot be read', async () => {
    const user = fakeFirebaseUser();
    user.getIdTokenResult.mockRejectedValue(new Error('network'));
    signInAs(user);
    await expect(getToken()).rejects.toThrow('認証トークンの取得に失敗しました');
  });

  it('reports トークンの取得に失敗しました。 when the refresh fails', async () => {
    const user = fakeFirebaseUser({ expiresInMs: 5_000 });
    user.getIdToken.mockRejectedValue(new Error('network'));
    signInAs(user);
    await expect(getToken()).rejects.toThrow('トークンの取得に失敗しました。');
  });

  it.each(['auth/user-token-expired', 'auth/user-disabled'])(
    'signs out when the refresh fails with %s',
    async (code) => {
      const user = fakeFirebaseUser({ expiresInMs: 5_000 });
      user.getIdToken.mockRejectedValue(firebaseError(code));
      signInAs(user);
      authStore.signedIn('old', 'user@example.com');
      await expect(getToken()).rejects.toThrow('トークンの取得に失敗しました。');
      expect(firebaseSignOut).toHaveBeenCalled();
      expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
    },
  );

  it('stays signed in when the refresh fails for a network reason', async () => {
    const user = fakeFirebaseUser({ expiresInMs: 5_000 });
    user.getIdToken.mockRejectedValue(firebaseError('auth/network-request-failed'));
    signInAs(user);
    await expect(getToken()).rejects.toThrow('トークンの取得に失敗しました。');
    expect(firebaseSignOut).not.toHaveBeenCalled();
  });
});
