import {
  grantAdminFailureMessages,
  grantAdminFallbackMessage,
  grantAdminOfflineMessage,
} from './grant-admin-messages';

/** A failed grantAdmin call (FunctionsError: `code`, `details.reason`) as one Japanese message. */
export function grantAdminErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return grantAdminFallbackMessage;
  const details = 'details' in error ? error.details : undefined;
  const reason =
    typeof details === 'object' && details !== null && 'reason' in details
      ? String(details.reason)
      : '';
  const known = Object.hasOwn(grantAdminFailureMessages, reason)
    ? grantAdminFailureMessages[reason]
    : undefined;
  if (known) return known;
  const code = 'code' in error ? String(error.code) : '';
  if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded') {
    return grantAdminOfflineMessage;
  }
  if (code === 'functions/unauthenticated')
    return grantAdminFailureMessages['sign-in-required'] ?? grantAdminFallbackMessage;
  return grantAdminFallbackMessage;
}
