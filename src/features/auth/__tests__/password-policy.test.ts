import { validatePassword } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkPassword,
  recheckPasswordAfterRejection,
  resetPasswordPolicyCache,
} from '../api/check-password';
import {
  DEFAULT_MIN_PASSWORD_LENGTH,
  defaultPasswordCheck,
  passwordRequirements,
} from '../password-requirements';

// A real project (the emulators have no policy to fetch: password-policy-emulator.test.ts).
vi.mock('@/config/env', () => ({ env: { useEmulators: false } }));
vi.mock('@/lib/firebase-auth', () => ({ firebaseAuth: { name: 'fake-auth' } }));
vi.mock('firebase/auth', () => ({ validatePassword: vi.fn() }));

const strictPolicy = {
  customStrengthOptions: {
    minPasswordLength: 10,
    maxPasswordLength: 30,
    containsLowercaseLetter: true,
    containsUppercaseLetter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
};

beforeEach(() => {
  vi.clearAllMocks();
  resetPasswordPolicyCache();
});

describe('password requirements', () => {
  it('defaults to a minimum length of 6', () => {
    expect(DEFAULT_MIN_PASSWORD_LENGTH).toBe(6);
    expect(defaultPasswordCheck('12345')).toEqual({
      isValid: false,
      unmet: ['長さ：6文字以上にしてください'],
    });
    expect(defaultPasswordCheck('123456')).toEqual({ isValid: true, unmet: [] });
  });

  it('lists one line per unmet server requirement', () => {
    const check = passwordRequirements({
      isValid: false,
      meetsMinPasswordLength: false,
      meetsMaxPasswordLength: true,
      containsLowercaseLetter: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      containsNonAlphanumericCharacter: false,
      passwordPolicy: strictPolicy,
    });
    expect(check.isValid).toBe(false);
    expect(check.unmet).toEqual([
      '長さ：10文字以上にしてください',
      '大文字：英大文字（A〜Z）を含めてください',
      '数字：数字（0〜9）を含めてください',
      '記号：記号（! # $ % など）を含めてください',
    ]);
  });

  it('names the maximum length and a missing lower-case letter', () => {
    const check = passwordRequirements({
      isValid: false,
      meetsMaxPasswordLength: false,
      containsLowercaseLetter: false,
      passwordPolicy: strictPolicy,
    });
    expect(check.unmet).toEqual([
      '長さ：30文字以下にしてください',
      '小文字：英小文字（a〜z）を含めてください',
    ]);
  });
});

describe('checkPassword', () => {
  it("uses the server's policy through validatePassword", async () => {
    vi.mocked(validatePassword).mockResolvedValue({
      isValid: false,
      containsNumericCharacter: false,
      passwordPolicy: strictPolicy,
    } as never);
    await expect(checkPassword('Abcdefghij!')).resolves.toEqual({
      isValid: false,
      unmet: ['数字：数字（0〜9）を含めてください'],
    });
    expect(validatePassword).toHaveBeenCalledWith({ name: 'fake-auth' }, 'Abcdefghij!');
  });

  it('falls back to the default minimum when the project has no policy, and stops asking', async () => {
    vi.mocked(validatePassword).mockRejectedValue(new Error('404'));
    await expect(checkPassword('abc')).resolves.toEqual({
      isValid: false,
      unmet: ['長さ：6文字以上にしてください'],
    });
    await expect(checkPassword('abcdef')).resolves.toEqual({ isValid: true, unmet: [] });
    expect(validatePassword).toHaveBeenCalledTimes(1);
  });

  it('asks again after the server rejected a password, until the new policy is seen', async () => {
    // The SDK still holds the old policy for a moment: the first answer says valid.
    vi.mocked(validatePassword)
      .mockResolvedValueOnce({
        isValid: true,
        passwordPolicy: { customStrengthOptions: {} },
      } as never)
      .mockResolvedValueOnce({
        isValid: false,
        containsUppercaseLetter: false,
        passwordPolicy: strictPolicy,
      } as never);
    const check = await recheckPasswordAfterRejection('abcdefghij1!', { delayMs: 1 });
    expect(check).toEqual({ isValid: false, unmet: ['大文字：英大文字（A〜Z）を含めてください'] });
    expect(validatePassword).toHaveBeenCalledTimes(2);
  });

  it('asks the server again even after the policy was unavailable', async () => {
    vi.mocked(validatePassword).mockRejectedValueOnce(new Error('offline'));
    await checkPassword('abcdef');
    vi.mocked(validatePassword).mockResolvedValue({
      isValid: false,
      containsNonAlphanumericCharacter: false,
      passwordPolicy: strictPolicy,
    } as never);
    const check = await recheckPasswordAfterRejection('abcdefghiJ1', { delayMs: 1 });
    expect(check.unmet).toEqual(['記号：記号（! # $ % など）を含めてください']);
  });

  it('still fails with a clear line if the policy never changes', async () => {
    vi.mocked(validatePassword).mockResolvedValue({ isValid: true } as never);
    const check = await recheckPasswordAfterRejection('whatever', { attempts: 2, delayMs: 1 });
    expect(check.isValid).toBe(false);
    expect(check.unmet).toHaveLength(1);
  });
});
