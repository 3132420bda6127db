import {
  signInWithEmailAndPassword,
  createUserWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { authStore } from '../auth-store';
import { signOut } from '../sign-out';
import { fakeAuth, fakeFirebaseUser } from './fake-firebase-user';

const auth = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/firebase-auth', () => ({
  get firebaseAuth() {
    return auth.current;
  },
}));
vi.mock('@/lib/api-client', () => ({ apiClient: vi.fn() }));
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const api = vi.mocked(apiClient);

beforeEach(() => {
  vi.clearAllMocks();
  authStore.reset();
  auth.current = fakeAuth();
});

describe('sign-in', () => {
  it('sets token and userEmail, then posts the session with the ID token', async () => {
    const user = fakeFirebaseUser({ email: 'user@example.com', token: 'tok-1' });
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as never);
    let stateWhenPosting = authStore.getSnapshot();
    api.mockImplementation((async () => {
      stateWhenPosting = authStore.getSnapshot();
      return {};
    }) as never);

    expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
    await signIn('user@example.com', 'user-pass-1234');

    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(
      auth.current,
      'user@example.com',
      'user-pass-1234',
    );
    expect(api).toHaveBeenCalledWith('/api/auth/sessionLogin', {
      method: 'POST',
      body: { idToken: 'tok-1' },
    });
    expect(stateWhenPosting).toMatchObject({ token: 'tok-1', userEmail: 'user@example.com' });
    expect(authStore.getSnapshot()).toMatchObject({
      token: 'tok-1',
      userEmail: 'user@example.com',
    });
  });

  it('reports the spec message when the session cannot be created, staying signed in', async () => {
    const user = fakeFirebaseUser({ token: 'tok-2' });
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as never);
    api.mockRejectedValue(new Error('500 Internal Server Error'));

    await expect(signIn('user@example.com', 'user-pass-1234')).rejects.toThrow(
      'ログインに成功しましたが、セッションの作成に失敗しました。',
    );
    expect(authStore.getSnapshot()).toMatchObject({
      token: 'tok-2',
      userEmail: 'user@example.com',
    });
  });

  it('leaves the state empty and maps the code when Firebase refuses', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/invalid-credential' }),
    );
    await expect(signIn('user@example.com', 'nope')).rejects.toThrow(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    expect(api).not.toHaveBeenCalled();
    expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
  });
});

describe('sign-up', () => {
  it('creates the account, asks for the brand’s welcome mail, sets the state and creates the session', async () => {
    const user = fakeFirebaseUser({ email: 'new@example.com', token: 'tok-new' });
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user } as never);
    api.mockResolvedValue({} as never);

    await signUp('new@example.com', 'secret-pass', 'sorakura');

    expect(api).toHaveBeenCalledWith('/api/auth/welcome', {
      method: 'POST',
      body: { idToken: 'tok-new', brandId: 'sorakura' },
    });
    expect(api).toHaveBeenCalledWith('/api/auth/sessionLogin', {
      method: 'POST',
      body: { idToken: 'tok-new' },
    });
    expect(authStore.getSnapshot()).toMatchObject({
      token: 'tok-new',
      userEmail: 'new@example.com',
    });
  });

  it('signs up all the same when the welcome mail cannot be asked for', async () => {
    const user = fakeFirebaseUser({ email: 'new@example.com', token: 'tok-new' });
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user } as never);
    api.mockImplementation((async (path: string) => {
      if (path === '/api/auth/welcome') throw new Error('503');
      return {};
    }) as never);
    await expect(signUp('new@example.com', 'secret-pass', 'sorakura')).resolves.toBeUndefined();
    expect(authStore.getSnapshot()).toMatchObject({ token: 'tok-new' });
  });
});

describe('sign-out', () => {
  it('clears both values and deletes the server session', async () => {
    authStore.signedIn('tok', 'user@example.com');
    api.mockResolvedValue({} as never);

    await signOut();

    expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
    expect(api).toHaveBeenCalledWith('/api/auth/sessionLogout', { method: 'POST' });
    expect(firebaseSignOut).toHaveBeenCalledWith(auth.current);
  });

  it('logs a failed session deletion and still signs out', async () => {
    authStore.signedIn('tok', 'user@example.com');
    const failure = new Error('503');
    api.mockRejectedValue(failure);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(signOut()).resolves.toBeUndefined();

    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
    expect(firebaseSignOut).toHaveBeenCalled();
    expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
    consoleError.mockRestore();
  });
});
