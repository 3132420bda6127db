/**
 * The host the local emulators are reached on. The site is opened as 127.0.0.1 or localhost;
 * using the page's own hostname keeps page and emulators on one host (cookies, CORS, CSP).
 */
export function firebaseEmulatorHost(): string {
  return typeof location !== 'undefined' && location.hostname ? location.hostname : '127.0.0.1';
}
