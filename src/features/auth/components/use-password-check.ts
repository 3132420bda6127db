import { useEffect, useState } from 'react';
import { checkPassword } from '../api/check-password';
import { defaultPasswordCheck } from '../password-requirements';
import type { PasswordCheck } from '../password-requirements';

const debounceMs = 200;

/**
 * Live password check for the sign-up and reset forms: the default rule at once, the server's
 * policy (validatePassword) shortly after the user stops typing. `override` replaces the
 * result after the server rejected a password, until the password changes.
 */
export function usePasswordCheck(password: string): {
  check: PasswordCheck;
  setOverride: (check: PasswordCheck | null) => void;
} {
  const [result, setResult] = useState<{ password: string; check: PasswordCheck } | null>(null);
  const [override, setOverrideState] = useState<{ password: string; check: PasswordCheck } | null>(
    null,
  );

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void checkPassword(password).then((check) => {
        if (!cancelled) setResult({ password, check });
      });
    }, debounceMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password]);

  // Until the first server answer, the default rule; then the latest answer (at most ~200 ms
  // behind), so the lines do not flicker between the two while typing.
  let check = result ? result.check : defaultPasswordCheck(password);
  if (override?.password === password) check = override.check;
  return {
    check,
    setOverride: (next) => setOverrideState(next ? { password, check: next } : null),
  };
}
