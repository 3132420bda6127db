import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import { isOperatorScope, staffScopeOf } from '#shared/model/staff-scope.js';
import type { Roster } from './admin-roster.js';
import { ADMIN_ROSTER_PATH, scanAdminUids, storedRoster } from './admin-roster.js';
import type { StaffClaim } from './claims-with-admin.js';
import { claimsWithAdmin } from './claims-with-admin.js';
import { grantAdminFailure } from './grant-admin-failure.js';
import type { GrantAdminInput } from './grant-admin-input.js';
import { secretMatches } from './secret-matches.js';
import { STAFF_COLLECTION, STAFF_NAMES_COLLECTION } from '../auth/staff-scope.js';

/** A staff member's directory entry: the Auth display name, else the e-mail's local part. */
export function staffEntryOf(user: Pick<UserRecord, 'displayName' | 'email'>, email: string) {
  const address = user.email ?? email;
  const name = user.displayName?.trim() || address.split('@')[0] || address;
  return { name: name.slice(0, 50), email: address };
}

/** Staff-readable log of every change: `adminGrants/{autoId}` (docs/data-model.md). */
export const ADMIN_GRANTS_COLLECTION = 'adminGrants';

export type ChangeAdminClaimResult = {
  action: GrantAdminInput['action'];
  email: string;
  /** False when the user already was (grant) or was not (remove) an admin: nothing was written. */
  changed: boolean;
};

export type ChangeAdminClaimContext = {
  auth: Auth;
  db: Firestore;
  /** The signed-in caller's uid (the callable's request.auth.uid). */
  callerUid: string;
  /** The configured ADMIN_BOOTSTRAP_SECRET; '' when unset. */
  bootstrapSecret: string;
};

async function userByEmail(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw grantAdminFailure('user-not-found');
    }
    throw error;
  }
}

/** The scope a user's claims give now, in grantAdmin's terms. */
function staffClaimOf(claims: Readonly<Record<string, unknown>> | undefined): StaffClaim {
  const scope = staffScopeOf(claims);
  if (!scope) return null;
  return scope.kind === 'operator' ? 'operator' : [...scope.brandIds].sort();
}

const sameClaim = (a: StaffClaim, b: StaffClaim) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.join(',') === b.join(','));

/**
 * Grants (operator-wide, or brand staff of `input.brands`), changes the brands of, or removes
 * the staff claims of the user with `input.email` (docs/auth.md, "Staff").
 *
 * Who may: a caller whose claims *now* make them operator-wide staff (read from Auth, not from
 * the ID token, which stays valid up to an hour after a change), or — only while the roster is
 * empty — any signed-in caller with the bootstrap secret, and then only to grant operator-wide.
 * Brand staff never grant. The decision, the roster and the log entry are one Firestore
 * transaction, so two staff removing (or narrowing) each other at once cannot leave the project
 * without operator-wide staff; the claims are written after it commits (and the roster put back
 * if that write fails).
 */
export async function changeAdminClaim(
  input: GrantAdminInput,
  context: ChangeAdminClaimContext,
): Promise<ChangeAdminClaimResult> {
  const { auth, db, callerUid } = context;
  const caller = await auth.getUser(callerUid);
  const callerScope = staffScopeOf(caller.customClaims);
  const callerIsOperator = isOperatorScope(callerScope);
  if (!callerIsOperator) {
    if (callerScope) throw grantAdminFailure('not-operator');
    if (input.bootstrapSecret === undefined || input.action !== 'grant') {
      throw grantAdminFailure('not-admin');
    }
  }
  const target = await userByEmail(auth, input.email);
  const grant = input.action === 'grant';
  const next: StaffClaim = grant ? (input.brands ?? 'operator') : null;
  const previous = staffClaimOf(target.customClaims);
  if (target.uid === callerUid && next !== 'operator') throw grantAdminFailure('self-removal');
  const claims = claimsWithAdmin(target.customClaims, next);
  if (!claims) throw grantAdminFailure('claims-too-large');
  if (Array.isArray(next)) {
    const brands = await db.getAll(...next.map((id) => db.doc(`brands/${id}`)));
    if (brands.some((brand) => !brand.exists)) throw grantAdminFailure('unknown-brand');
  }

  const rosterRef = db.doc(ADMIN_ROSTER_PATH);
  // Listing users is O(n): done only when no roster exists yet, outside the transaction.
  const scanned = (await rosterRef.get()).exists ? undefined : await scanAdminUids(auth);

  let previousRoster: Roster = { uids: [], operatorUids: [] };
  const changed = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(rosterRef);
    const roster =
      (await storedRoster(auth, snapshot.data())) ?? scanned ?? (await scanAdminUids(auth));
    previousRoster = roster;
    if (!callerIsOperator) {
      if (context.bootstrapSecret === '') throw grantAdminFailure('bootstrap-disabled');
      if (roster.uids.length > 0) throw grantAdminFailure('bootstrap-closed');
      if (!secretMatches(input.bootstrapSecret ?? '', context.bootstrapSecret)) {
        throw grantAdminFailure('bootstrap-secret-wrong');
      }
    }
    const without = (uids: string[]) => uids.filter((uid) => uid !== target.uid);
    const nextRoster: Roster = {
      uids: next === null ? without(roster.uids) : [...without(roster.uids), target.uid],
      operatorUids:
        next === 'operator'
          ? [...without(roster.operatorUids), target.uid]
          : without(roster.operatorUids),
    };
    if (
      roster.operatorUids.includes(target.uid) &&
      next !== 'operator' &&
      nextRoster.operatorUids.length === 0
    ) {
      throw grantAdminFailure('last-admin');
    }
    tx.set(rosterRef, { ...nextRoster, updatedAt: FieldValue.serverTimestamp() });
    // The staff directory: histories and threads show this name instead of the uid; the grant
    // screen lists the active entries with their scope.
    // Inactive at once on removal: the rules and every staff function read this entry on each
    // request, so the removed person's next request is refused (issue 36).
    const entry = staffEntryOf(target, input.email);
    tx.set(db.doc(`${STAFF_COLLECTION}/${target.uid}`), {
      ...entry,
      active: next !== null,
      brands: Array.isArray(next) ? [...next] : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    // The name alone, which every staff member reads (histories name the people in them).
    tx.set(db.doc(`${STAFF_NAMES_COLLECTION}/${target.uid}`), { name: entry.name });
    if (sameClaim(previous, next)) return false;
    tx.create(db.collection(ADMIN_GRANTS_COLLECTION).doc(), {
      action: input.action,
      targetUid: target.uid,
      targetEmail: target.email ?? input.email,
      actorUid: caller.uid,
      actorEmail: caller.email ?? null,
      via: callerIsOperator ? 'admin' : 'bootstrap',
      // The scope after the change: a list for brand staff, null for operator-wide (or removed).
      brands: Array.isArray(next) ? [...next] : null,
      previousBrands: Array.isArray(previous) ? [...previous] : null,
      previousActive: previous !== null,
      createdAt: FieldValue.serverTimestamp(),
    });
    return true;
  });

  if (changed) {
    try {
      await auth.setCustomUserClaims(target.uid, claims);
    } catch (error) {
      logger.error('grantAdmin: claims not written, putting the roster back', {
        targetUid: target.uid,
        error,
      });
      await rosterRef.set({ ...previousRoster, updatedAt: FieldValue.serverTimestamp() });
      throw new HttpsError(
        'internal',
        '権限を変更できませんでした。時間をおいてもう一度お試しください。',
      );
    }
  }
  if (changed && next === null) {
    // A removed staff member's sessions end: their refresh tokens (no new ID token is issued)
    // and with them their session cookie and every ID token checked for revocation. Their
    // directory entry is already inactive, so a failure here leaves access refused anyway.
    await auth.revokeRefreshTokens(target.uid).catch((error: unknown) => {
      logger.error('grantAdmin: refresh tokens not revoked', { targetUid: target.uid, error });
    });
  }
  logger.info('grantAdmin', {
    action: input.action,
    brands: Array.isArray(next) ? next : null,
    targetUid: target.uid,
    callerUid,
    changed,
  });
  return { action: input.action, email: target.email ?? input.email, changed };
}
