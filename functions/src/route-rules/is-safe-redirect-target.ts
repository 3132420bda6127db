import {
  ROUTE_RULE_EXTERNAL_TARGET,
  ROUTE_RULE_INTERNAL_TARGET,
  ROUTE_RULE_TO_MAX,
} from './route-rule-patterns.js';

/** True for a path on this site (`/…`, never `//…`) or an `https://` address; see the patterns. */
export function isSafeRedirectTarget(to: string): boolean {
  return (
    to.length <= ROUTE_RULE_TO_MAX &&
    (ROUTE_RULE_INTERNAL_TARGET.test(to) || ROUTE_RULE_EXTERNAL_TARGET.test(to))
  );
}
