import type { RouteRuleAnswer } from '../route-rules/find-route-rule.js';
import {
  ROUTE_RULE_FROM_MAX,
  ROUTE_RULE_INTERNAL_TARGET,
} from '../route-rules/route-rule-patterns.js';

/** The most redirects one visit follows (the router's step: src/features/route-rules). */
const MAX_HOPS = 5;

const LOOKUP_PATH = /^(\/|(\/[^/\s?#*\\]+)+)$/;

/** The path a rule is looked up by: the address's path, one trailing slash dropped. */
export function rulePathOf(path: string): string | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.length <= ROUTE_RULE_FROM_MAX && LOOKUP_PATH.test(trimmed) ? trimmed : null;
}

const targetPath = (to: string) => to.replace(/[?#].*$/, '') || '/';

/**
 * The rule to answer a first load of `path` with, or null. A browser follows HTTP redirects on
 * its own, so a chain that comes back to where it started (A → B → A) or runs past five hops
 * would end in the browser's redirect error: the router's step renders the page it is on in
 * that case, and so does this — no redirect for a path whose chain loops. External targets end
 * a chain. `find` is the route-rule lookup (findRouteRule), one query per hop.
 */
export async function resolveRedirect(
  path: string,
  find: (path: string) => Promise<RouteRuleAnswer | null>,
): Promise<RouteRuleAnswer | null> {
  const start = rulePathOf(path);
  if (start === null) return null;
  const rule = await find(start);
  if (!rule || !ROUTE_RULE_INTERNAL_TARGET.test(rule.to)) return rule;
  const seen = new Set([start]);
  let current = targetPath(rule.to);
  for (let hop = 1; hop <= MAX_HOPS; hop += 1) {
    if (seen.has(current)) return null;
    seen.add(current);
    const lookup = rulePathOf(current);
    const next = lookup === null ? null : await find(lookup);
    if (!next || !ROUTE_RULE_INTERNAL_TARGET.test(next.to)) return rule;
    current = targetPath(next.to);
  }
  return null;
}

/**
 * The Location of a redirect: an internal target keeps the request's query string when it has
 * none of its own (as the router's step does); an external one gets only its own.
 */
export function redirectLocation(rule: RouteRuleAnswer, search: string): string {
  const internal = ROUTE_RULE_INTERNAL_TARGET.test(rule.to);
  return internal && !rule.to.includes('?') && search !== '' ? `${rule.to}${search}` : rule.to;
}
