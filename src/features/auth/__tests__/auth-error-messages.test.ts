import { signOut as firebaseSignOut } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runAuthOperation } from '../api/run-auth-operation';
import { authErrorMessages, genericAuthErrorMessage } from '../auth-error-messages';
import { authStore } from '../auth-store';
import { getAuthErrorMessage } from '../get-auth-error-message';
import { firebaseError } from './fake-firebase-user';

vi.mock('@/lib/firebase-auth', async () => ({
  firebaseAuth: (await import('./fake-firebase-user')).fakeAuth(),
}));
vi.mock('@/lib/api-client', () => ({ apiClient: vi.fn(async () => ({})) }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => {}) }));

// Spec section 8, plus the codes the e-mail/password screens meet (brief D2).
const specCodes = [
  'wrong-password',
  'invalid-credential',
  'email-already-in-use',
  'user-not-found',
  'too-many-requests',
  'user-disabled',
  'requires-recent-login',
  'network-request-failed',
  'expired-action-code',
  'multi-factor-auth-required',
  'user-mismatch',
  'popup-blocked',
  'popup-closed-by-user',
  'unauthorized-domain',
  'password-does-not-meet-requirements',
  'missing-recaptcha-token',
  'user-token-expired',
  'invalid-email',
  'weak-password',
  'invalid-action-code',
  'missing-password',
].map((code) => `auth/${code}`);

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

beforeEach(() => {
  vi.clearAllMocks();
  authStore.reset();
});

describe('message catalogue', () => {
  it.each(specCodes)('has its own Japanese message for %s', (code) => {
    const message = authErrorMessages[code];
    expect(message).toMatch(japanese);
    expect(message).not.toBe(genericAuthErrorMessage);
    expect(getAuthErrorMessage(firebaseError(code))).toBe(message);
  });

  it('does not reveal whether an account exists on sign-in', () => {
    expect(authErrorMessages['auth/user-not-found']).toBe(authErrorMessages['auth/wrong-password']);
  });

  it('answers an unknown code, or no code at all, with the generic message', () => {
    expect(getAuthErrorMessage(firebaseError('auth/something-new'))).toBe(genericAuthErrorMessage);
    expect(getAuthErrorMessage(new TypeError('boom'))).toBe(genericAuthErrorMessage);
    expect(getAuthErrorMessage('text')).toBe(genericAuthErrorMessage);
    expect(genericAuthErrorMessage).toMatch(japanese);
  });
});

describe('runAuthOperation', () => {
  it('retries once after missing-recaptcha-token', async () => {
    const operation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(firebaseError('auth/missing-recaptcha-token'))
      .mockResolvedValueOnce('ok');
    await expect(runAuthOperation(operation)).resolves.toBe('ok');
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('retries only once and then reports the catalogue message', async () => {
    const operation = vi.fn(async () => {
      throw firebaseError('auth/missing-recaptcha-token');
    });
    await expect(runAuthOperation(operation)).rejects.toThrow(
      authErrorMessages['auth/missing-recaptcha-token'],
    );
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures', async () => {
    const operation = vi.fn(async () => {
      throw firebaseError('auth/wrong-password');
    });
    await expect(runAuthOperation(operation)).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired'])(
    'signs the user out on %s',
    async (code) => {
      authStore.signedIn('tok', 'user@example.com');
      await expect(
        runAuthOperation(async () => {
          throw firebaseError(code);
        }),
      ).rejects.toThrow(authErrorMessages[code]);
      expect(firebaseSignOut).toHaveBeenCalled();
      expect(authStore.getSnapshot()).toMatchObject({ token: '', userEmail: '' });
    },
  );

  it('keeps the user signed in on an ordinary failure', async () => {
    authStore.signedIn('tok', 'user@example.com');
    await expect(
      runAuthOperation(async () => {
        throw firebaseError('auth/network-request-failed');
      }),
    ).rejects.toThrow();
    expect(firebaseSignOut).not.toHaveBeenCalled();
    expect(authStore.getSnapshot().token).toBe('tok');
  });
});
