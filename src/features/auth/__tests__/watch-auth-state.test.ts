import { onIdTokenChanged } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAuthState } from '../api/watch-auth-state';
import { authStore } from '../auth-store';
import { fakeFirebaseUser } from './fake-firebase-user';

vi.mock('@/lib/firebase-auth', () => ({ firebaseAuth: { name: 'fake-auth' } }));
vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn(() => () => {}) }));

type Listener = (user: ReturnType<typeof fakeFirebaseUser> | null) => Promise<void>;

function subscribe(): Listener {
  watchAuthState();
  return vi.mocked(onIdTokenChanged).mock.calls.at(-1)?.[1] as unknown as Listener;
}

beforeEach(() => {
  authStore.reset();
});

describe('watchAuthState (the first auth check)', () => {
  it('marks the store ready with a restored user', async () => {
    const listener = subscribe();
    let ready = false;
    void authStore.whenReady().then(() => (ready = true));
    expect(authStore.getSnapshot().ready).toBe(false);

    await listener(fakeFirebaseUser({ email: 'user@example.com', token: 'restored' }));

    expect(authStore.getSnapshot()).toEqual({
      token: 'restored',
      userEmail: 'user@example.com',
      ready: true,
    });
    await Promise.resolve();
    expect(ready).toBe(true);
  });

  it('marks the store ready and empty when nobody is signed in', async () => {
    const listener = subscribe();
    await listener(null);
    expect(authStore.getSnapshot()).toEqual({ token: '', userEmail: '', ready: true });
  });

  it('ignores a slow token answer for a user who has signed out since', async () => {
    const listener = subscribe();
    const user = fakeFirebaseUser({ token: 'late' });
    let release: (token: string) => void = () => {};
    user.getIdToken.mockReturnValue(new Promise<string>((resolve) => (release = resolve)));

    const first = listener(user);
    await listener(null);
    release('late');
    await first;

    expect(authStore.getSnapshot()).toEqual({ token: '', userEmail: '', ready: true });
  });
});
