import { validatePassword } from 'firebase/auth';
import { env } from '@/config/env';
import { firebaseAuth } from '@/lib/firebase-auth';
import { defaultPasswordCheck, passwordRequirements } from '../password-requirements';
import type { PasswordCheck } from '../password-requirements';

// When the project has no policy (or it cannot be fetched), do not ask again on every keystroke.
// The Auth emulator has none to give: it answers the policy request 501 (getPasswordPolicy is
// not implemented there, docs/local-stack.md), which the browser logs as an error; so on the
// local stack the request is never sent and the default rule applies from the start.
let serverPolicyUnavailable = env.useEmulators;

/**
 * Checks a password against the server's policy with validatePassword (the SDK fetches the
 * policy once and caches it); without one, against the default minimum length of 6.
 */
export async function checkPassword(password: string): Promise<PasswordCheck> {
  if (serverPolicyUnavailable) return defaultPasswordCheck(password);
  try {
    const status = await validatePassword(firebaseAuth, password);
    const check = passwordRequirements(status);
    // Length 6 stays the floor even if a server policy says less.
    const fallback = defaultPasswordCheck(password);
    return check.isValid && !fallback.isValid ? fallback : check;
  } catch {
    serverPolicyUnavailable = true;
    return defaultPasswordCheck(password);
  }
}

export type RecheckOptions = { attempts?: number; delayMs?: number };

/**
 * After the server answered auth/password-does-not-meet-requirements: the SDK re-fetches its
 * cached policy by itself, but fire-and-forget (there is no public API to await it), so ask
 * validatePassword again until it sees the new policy reject the password.
 */
export async function recheckPasswordAfterRejection(
  password: string,
  { attempts = 6, delayMs = 250 }: RecheckOptions = {},
): Promise<PasswordCheck> {
  serverPolicyUnavailable = env.useEmulators;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const check = await checkPassword(password);
    if (!check.isValid) return check;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return {
    isValid: false,
    unmet: ['パスワードが条件を満たしていません。別のパスワードをお試しください。'],
  };
}

/** Forget that the policy was unavailable (tests, or after the project changed). */
export function resetPasswordPolicyCache(): void {
  serverPolicyUnavailable = env.useEmulators;
}
