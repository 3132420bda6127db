import { takeEarlyRead } from '@/lib/early-reads';
import type { EarlyRequest } from '@/lib/firestore-rest-request';

/** The rule the server answers for a path (GET /api/route-rule, docs/route-rules.md). */
export type RouteRuleAnswer = { from: string; to: string; status: number };

function isRouteRuleAnswer(value: unknown): value is RouteRuleAnswer {
  if (value === null || typeof value !== 'object') return false;
  const rule = value as Record<string, unknown>;
  return (
    typeof rule['from'] === 'string' &&
    typeof rule['to'] === 'string' &&
    typeof rule['status'] === 'number'
  );
}

/** The lookup of `path`'s rule, as the app and the boot script send it. */
export function routeRuleRequest(path: string): EarlyRequest {
  return {
    url: `/api/route-rule?path=${encodeURIComponent(path)}`,
    init: { credentials: 'omit', headers: { Accept: 'application/json' } },
  };
}

/**
 * Asks the route-rule function for `path`: the enabled rule or null. Plain `fetch`, not the
 * api client, so the router's step stays a few hundred bytes in the entry chunk; no cookies
 * (`credentials: 'omit'`), because Hosting's CDN keys its cache on `__session` and signed-in
 * visitors should share the cached answers. Anything but a 200 with the documented body throws.
 */
export async function fetchRouteRule(
  path: string,
  signal: AbortSignal,
): Promise<RouteRuleAnswer | null> {
  const request = routeRuleRequest(path);
  // The boot script asks for a landing page's rule before the app has loaded (early-reads.ts).
  const response = await (takeEarlyRead(request) ??
    fetch(request.url, { ...request.init, signal }));
  if (response.status !== 200) throw new Error(`route-rule: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const rule = body !== null && typeof body === 'object' ? (body as { rule?: unknown }).rule : 0;
  if (rule === null) return null;
  if (!isRouteRuleAnswer(rule)) throw new Error('route-rule: unexpected answer');
  return rule;
}
