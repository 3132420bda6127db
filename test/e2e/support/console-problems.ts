/** How Chromium reports a Content-Security-Policy violation in the console. */
export const CSP_REPORT = /Content Security Policy|Refused to/;

/** The lines of `consoleErrors` (see open-page.ts) that report a CSP violation. */
export function cspViolations(consoleErrors: readonly string[]): string[] {
  return consoleErrors.filter((line) => CSP_REPORT.test(line));
}
