/**
 * The grammar of a route rule, as regular expressions: the one module the function and the SPA
 * use (src/lib/model/route-rule-patterns.ts re-exports it; keep it free of imports), spelled
 * again in firestore.rules (RE2).
 *
 * `from`: `/` or segments `/seg/seg` (no empty segment, so no `//` and no trailing slash — Hosting
 * serves paths without one), optionally ending in `/*` = that prefix and everything below it
 * (`/campaign/*` matches `/campaign/a` and `/campaign/a/b`, not `/campaign`). No `?`, `#`, `*`
 * elsewhere, whitespace or backslashes.
 */
export const ROUTE_RULE_FROM = /^(\/|(\/[^/\s?#*\\]+)+(\/\*)?)$/;

/**
 * An internal target: `/` or `/` followed by something that is not `/` or `\` (so never the
 * protocol-relative `//evil.example` or `/\evil.example`, which browsers treat as another host),
 * with no whitespace or backslash anywhere.
 */
export const ROUTE_RULE_INTERNAL_TARGET = /^\/([^/\s\\][^\s\\]*)?$/;

/**
 * An external target: `https://` only (no `http:`, `javascript:`, `data:`…), a host of letters,
 * digits, dots and hyphens (no `user@`), an optional port, then optional path, query or
 * fragment without whitespace or backslashes.
 */
export const ROUTE_RULE_EXTERNAL_TARGET =
  /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][^\s\\]*)?$/;

/**
 * Sources no rule can ever fire on (issue 19, item 9): `/admin` and below (the router's step
 * never redirects the admin area) and `/api` and below (Hosting sends them to the function before
 * the SPA loads). Refused when a rule is written.
 */
export const ROUTE_RULE_UNREACHABLE_FROM = /^\/(admin|api)(\/.*)?$/;

export const ROUTE_RULE_FROM_MAX = 300;
export const ROUTE_RULE_TO_MAX = 2000;
export const redirectStatuses = [301, 302, 307, 308] as const;
