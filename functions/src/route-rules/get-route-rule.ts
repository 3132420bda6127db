import type { Request, Response } from 'firebase-functions/https';
import { adminFirestore } from '../admin-firestore.js';
import { findRouteRule } from './find-route-rule.js';
import { parseRulePath } from './parse-rule-path.js';

/**
 * Shared caches (Hosting's CDN) keep an answer 5 minutes, browsers 1 minute, so a popular path
 * costs one Firestore query per CDN location every 5 minutes and a changed rule is live
 * everywhere within about 6 minutes (docs/route-rules.md). firebase.json sets the same value for
 * this path, since Hosting's header rules also apply to function responses.
 */
export const ROUTE_RULE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** GET /api/route-rule?path=/x → 200 `{ rule: { from, to, status } | null }`. */
export async function getRouteRule(req: Request, res: Response): Promise<void> {
  const path = parseRulePath(req.query['path']);
  const rule = await findRouteRule(adminFirestore(), path);
  res.status(200);
  res.set('Cache-Control', ROUTE_RULE_CACHE_CONTROL);
  res.set('Content-Type', 'application/json; charset=utf-8');
  res.send(JSON.stringify({ rule }));
}
