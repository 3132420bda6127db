import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import { ADMIN_ROSTER_PATH, rosterUids, scanAdminUids } from './admin-roster.js';
import { claimsWithAdmin } from './claims-with-admin.js';
import { grantAdminFailure } from './grant-admin-failure.js';
import type { GrantAdminInput } from './grant-admin-input.js';
import { secretMatches } from './secret-matches.js';

/** The staff directory `staff/{uid}`: name and e-mail of everyone granted admin. */
export const STAFF_COLLECTION = 'staff';

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

/**
 * Sets or removes the `isAdmin` claim of the user with `input.email`.
 *
 * Who may: a caller whose claims *now* say isAdmin (read from Auth, not from the ID token, which
 * stays valid up to an hour after a removal), or — only while the roster is empty — any signed-in
 * caller with the bootstrap secret, and then only to grant. The decision, the roster and the log
 * entry are one Firestore transaction, so two staff removing each other at once cannot leave the
 * project without an admin; the claim is written after it commits (and the roster put back if that
 * write fails).
 */
export async function changeAdminClaim(
  input: GrantAdminInput,
  context: ChangeAdminClaimContext,
): Promise<ChangeAdminClaimResult> {
  const { auth, db, callerUid } = context;
  const caller = await auth.getUser(callerUid);
  const callerIsAdmin = caller.customClaims?.['isAdmin'] === true;
  if (!callerIsAdmin && (input.bootstrapSecret === undefined || input.action !== 'grant')) {
    throw grantAdminFailure('not-admin');
  }
  const target = await userByEmail(auth, input.email);
  const grant = input.action === 'grant';
  if (!grant && target.uid === callerUid) throw grantAdminFailure('self-removal');
  const targetIsAdmin = target.customClaims?.['isAdmin'] === true;
  const claims = claimsWithAdmin(target.customClaims, grant);
  if (!claims) throw grantAdminFailure('claims-too-large');

  const rosterRef = db.doc(ADMIN_ROSTER_PATH);
  // Listing users is O(n): done only when no roster exists yet, outside the transaction.
  const scanned = (await rosterRef.get()).exists ? undefined : await scanAdminUids(auth);

  let previousUids: string[] = [];
  const changed = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(rosterRef);
    const uids = rosterUids(snapshot.data()) ?? scanned ?? (await scanAdminUids(auth));
    previousUids = uids;
    if (!callerIsAdmin) {
      if (context.bootstrapSecret === '') throw grantAdminFailure('bootstrap-disabled');
      if (uids.length > 0) throw grantAdminFailure('bootstrap-closed');
      if (!secretMatches(input.bootstrapSecret ?? '', context.bootstrapSecret)) {
        throw grantAdminFailure('bootstrap-secret-wrong');
      }
    }
    const next = grant
      ? [...new Set([...uids, target.uid])]
      : uids.filter((uid) => uid !== target.uid);
    if (!grant && targetIsAdmin && next.length === 0) throw grantAdminFailure('last-admin');
    const rosterChanged =
      next.length !== uids.length || !snapshot.exists || rosterUids(snapshot.data()) === undefined;
    if (rosterChanged) tx.set(rosterRef, { uids: next, updatedAt: FieldValue.serverTimestamp() });
    // The staff directory: histories and threads show this name instead of the uid.
    tx.set(db.doc(`${STAFF_COLLECTION}/${target.uid}`), {
      ...staffEntryOf(target, input.email),
      active: grant,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (targetIsAdmin === grant) return false;
    tx.create(db.collection(ADMIN_GRANTS_COLLECTION).doc(), {
      action: input.action,
      targetUid: target.uid,
      targetEmail: target.email ?? input.email,
      actorUid: caller.uid,
      actorEmail: caller.email ?? null,
      via: callerIsAdmin ? 'admin' : 'bootstrap',
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
      await rosterRef.set({ uids: previousUids, updatedAt: FieldValue.serverTimestamp() });
      throw new HttpsError(
        'internal',
        '権限を変更できませんでした。時間をおいてもう一度お試しください。',
      );
    }
  }
  logger.info('grantAdmin', { action: input.action, targetUid: target.uid, callerUid, changed });
  return { action: input.action, email: target.email ?? input.email, changed };
}
