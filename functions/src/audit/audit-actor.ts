import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { staffScopeOf } from '#shared/model/staff-scope.js';
import type { AuditActor } from './audit-entry.js';

export const SYSTEM_ACTOR: AuditActor = { type: 'system', uid: null, name: 'システム' };
export const VISITOR_ACTOR: AuditActor = { type: 'visitor', uid: null, name: 'サイトの訪問者' };

/** How long a resolved name is reused by one instance (a save writes several documents). */
const CACHE_MS = 60_000;
const cache = new Map<string, { actor: AuditActor; until: number }>();

/**
 * A signed-in writer as the log names them: staff (their claims make them staff) by the staff
 * directory's name (staff/{uid}, grantAdmin's), else the Auth display name or the e-mail's
 * local part; a customer by their Auth display name or e-mail. One Auth read (and one staff
 * directory read for staff) per person per minute and instance.
 */
export async function userActor(
  deps: { auth: Auth; db: Firestore },
  uid: string,
  now = Date.now(),
): Promise<AuditActor> {
  const cached = cache.get(uid);
  if (cached && cached.until > now) return cached.actor;
  let actor: AuditActor;
  try {
    const user = await deps.auth.getUser(uid);
    const fallback = user.displayName?.trim() || user.email || uid;
    if (staffScopeOf(user.customClaims) !== null) {
      const directory = await deps.db.doc(`staff/${uid}`).get();
      const name: unknown = directory.get('name');
      actor = { type: 'staff', uid, name: typeof name === 'string' && name ? name : fallback };
    } else {
      actor = { type: 'customer', uid, name: fallback };
    }
  } catch {
    // A deleted user: the uid is all there is.
    actor = { type: 'customer', uid, name: uid };
  }
  actor = { ...actor, name: actor.name.slice(0, 100) };
  // A long-lived instance sees few writers; the cap only bounds a pathological one.
  if (cache.size >= 1000) cache.clear();
  cache.set(uid, { actor, until: now + CACHE_MS });
  return actor;
}

/**
 * The writer of a trigger's event from its auth context (firebase-functions' authType, authId):
 * an end user's write comes as `unknown` with their uid, the admin SDK (our functions, the
 * seed) as `service_account`, a signed-out visitor as `unauthenticated`.
 */
export async function eventActor(
  deps: { auth: Auth; db: Firestore },
  authType: string,
  authId: string | undefined,
): Promise<{ actor: AuditActor; via: string }> {
  if (authType === 'unauthenticated') return { actor: VISITOR_ACTOR, via: 'app' };
  if ((authType === 'unknown' || authType === 'api_key') && authId) {
    return { actor: await userActor(deps, authId), via: 'app' };
  }
  return { actor: SYSTEM_ACTOR, via: 'function' };
}
