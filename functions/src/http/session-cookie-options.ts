/** Name Firebase Hosting forwards to functions; every other cookie is stripped. */
export const SESSION_COOKIE_NAME = '__session';

/** Session lifetime: 5 days (docs/session-cookies.md). Firebase allows 5 minutes to 2 weeks. */
export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

/** Spec section 9: the ID token's sign-in must be at most 5 minutes old. */
export const MAX_SIGN_IN_AGE_MS = 5 * 60 * 1000;

/** Real tokens are ~1 KB; anything much larger is not a session request. */
export const MAX_BODY_BYTES = 10 * 1024;
