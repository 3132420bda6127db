import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { candidateFroms } from './candidate-froms.js';
import type { RouteRuleFields } from './route-rule-schema.js';
import { routeRuleSchema } from './route-rule-schema.js';

export type RouteRuleAnswer = Pick<RouteRuleFields, 'from' | 'to' | 'status'>;

/**
 * The enabled rule for `path`, or null: one query (`from in candidates`, `enabled == true`),
 * then the most specific valid rule wins (exact, then the deepest prefix; among duplicates the
 * smallest document id, so the answer is stable). Stored documents that do not parse are
 * skipped and logged, never served.
 */
export async function findRouteRule(db: Firestore, path: string): Promise<RouteRuleAnswer | null> {
  const candidates = candidateFroms(path);
  const snapshot = await db
    .collection('routeRules')
    .where('from', 'in', candidates)
    .where('enabled', '==', true)
    .get();
  let best: { rank: number; id: string; rule: RouteRuleAnswer } | undefined;
  for (const doc of snapshot.docs) {
    const parsed = routeRuleSchema.safeParse(doc.data());
    if (!parsed.success) {
      logger.warn('routeRule: ignoring an invalid stored rule', { id: doc.id });
      continue;
    }
    const rank = candidates.indexOf(parsed.data.from);
    if (rank < 0) continue;
    if (!best || rank < best.rank || (rank === best.rank && doc.id < best.id)) {
      const { from, to, status } = parsed.data;
      best = { rank, id: doc.id, rule: { from, to, status } };
    }
  }
  return best?.rule ?? null;
}
