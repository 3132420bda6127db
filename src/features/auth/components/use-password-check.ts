import { useEffect, useState } from 'react';
import { checkPassword, recheckPasswordAfterRejection } from '../api/check-password';
import { authErrorCode } from '../auth-error-code';
import { defaultPasswordCheck } from '../password-requirements';
import type { PasswordCheck } from '../password-requirements';

const debounceMs = 200;

/**
 * Live password check for the sign-up and reset forms: the default rule at once, the server's
 * policy (validatePassword) shortly after the user stops typing. On submit, `checkBeforeSubmit`
 * and `recheckIfRejected` replace the result with the policy's verdict until the password
 * changes.
 */
export function usePasswordCheck(password: string): {
  check: PasswordCheck;
  /** Checks the password against the policy; when it fails, shows the unmet lines. */
  checkBeforeSubmit: (password: string) => Promise<boolean>;
  /**
   * Spec section 5: when the server answered auth/password-does-not-meet-requirements, the
   * policy is fetched again and the new rules shown.
   */
  recheckIfRejected: (error: unknown, password: string) => Promise<void>;
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
  const setOverride = (next: PasswordCheck) => setOverrideState({ password, check: next });
  return {
    check,
    checkBeforeSubmit: async (candidate) => {
      const policy = await checkPassword(candidate);
      if (!policy.isValid) setOverride(policy);
      return policy.isValid;
    },
    recheckIfRejected: async (error, candidate) => {
      if (authErrorCode(error) === 'auth/password-does-not-meet-requirements') {
        setOverride(await recheckPasswordAfterRejection(candidate));
      }
    },
  };
}

/** The parts of a form with a `password` field that a policy-checked submit needs. */
type PasswordForm = {
  setError: (name: 'password', error: { message: string }) => void;
  setFocus: (name: 'password') => void;
};

/**
 * The live check of `password`, and `submitChecked` for the sign-up and reset forms: it checks
 * the password against the policy first (the field says so when it falls short), then sends;
 * when the server still rejects the password, the policy's new rules are shown. `onSubmit`'s
 * error is passed to `onFailure` and rethrown for the form to show.
 */
export function useCheckedPasswordSubmit(form: PasswordForm, password: string) {
  const { check, checkBeforeSubmit, recheckIfRejected } = usePasswordCheck(password);
  const submitChecked = async <T extends { password: string }>(
    values: T,
    onSubmit: (values: T) => Promise<void>,
    onFailure?: (error: unknown) => void,
  ) => {
    if (!(await checkBeforeSubmit(values.password))) {
      form.setError('password', { message: 'パスワードが条件を満たしていません。' });
      form.setFocus('password');
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      await recheckIfRejected(error, values.password);
      onFailure?.(error);
      throw error;
    }
  };
  return { check, submitChecked };
}
