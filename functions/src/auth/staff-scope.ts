import type { IncomingHttpHeaders } from 'node:http';
import { HttpsError } from 'firebase-functions/https';
import { adminAuth } from '../admin-auth.js';
import { adminFirestore } from '../admin-firestore.js';
import { tokenVerdict } from './to-token-error.js';
import type { StaffScope } from '#shared/model/staff-scope.js';
import { confirmedStaffScope, isOperatorScope, mayRunBrand } from '#shared/model/staff-scope.js';

export {
  MAX_STAFF_BRANDS,
  STAFF_BRANDS_CLAIM,
  confirmedStaffScope,
  isOperatorScope,
  mayRunBrand,
  staffScopeOf,
  type StaffScope,
} from '#shared/model/staff-scope.js';

/** The staff directory `staff/{uid}` (written by grantAdmin only; docs/data-model.md). */
export const STAFF_COLLECTION = 'staff';
/** Their names alone, `staffNames/{uid}` (every staff member reads them; docs/data-model.md). */
export const STAFF_NAMES_COLLECTION = 'staffNames';

/** A staff member whose access was checked on this request: who, what they run, their name. */
export type StaffCaller = {
  uid: string;
  scope: StaffScope;
  /** The directory's name (what 監査ログ entries and histories show). */
  name: string;
};

/** Why a token does not make its bearer staff now. */
export type StaffRefusal = 'signed-out' | 'invalid-token' | 'session-ended' | 'not-staff';

export type StaffCheck = { ok: true; caller: StaffCaller } | { ok: false; refusal: StaffRefusal };

/** The Japanese sentence for each refusal (callables and the api function answer the same). */
export const staffRefusalMessages: Readonly<Record<StaffRefusal, string>> = {
  'signed-out': 'ログインしてください。',
  'invalid-token': 'ログインし直してください。',
  'session-ended':
    'ログインの有効期限が切れたか、管理者権限が変更されました。もう一度ログインしてください。',
  'not-staff': '管理者権限がないため、操作できません。管理者権限が解除された可能性があります。',
};

/**
 * Whether a verified token's bearer is staff now (issue 36; docs/auth.md, "Staff"): the claims
 * in grantAdmin's shape, confirmed by their active staff directory entry. Reads `staff/{uid}`
 * once.
 */
async function staffOfDecoded(decoded: {
  uid: string;
  [claim: string]: unknown;
}): Promise<StaffCheck> {
  const entry = (await adminFirestore().doc(`${STAFF_COLLECTION}/${decoded.uid}`).get()).data();
  const scope = confirmedStaffScope(decoded, entry);
  if (!scope) return { ok: false, refusal: 'not-staff' };
  const name = typeof entry?.['name'] === 'string' && entry['name'] ? entry['name'] : decoded.uid;
  return { ok: true, caller: { uid: decoded.uid, scope, name } };
}

/**
 * Verifies an ID token (or, with `kind: 'session'`, a session cookie) with revocation checked —
 * a person whose refresh tokens were revoked (removed from staff, or signed out) is refused at
 * once, not when the hour-long token expires — and confirms the staff scope with the directory.
 * Anything that is not a verdict on the token (Auth unreachable) is thrown.
 */
export async function checkStaffToken(
  token: string | undefined,
  kind: 'id' | 'session' = 'id',
): Promise<StaffCheck> {
  if (!token) return { ok: false, refusal: 'signed-out' };
  let decoded: { uid: string; [claim: string]: unknown };
  try {
    decoded =
      kind === 'id'
        ? await adminAuth().verifyIdToken(token, true)
        : await adminAuth().verifySessionCookie(token, true);
  } catch (error) {
    const verdict = tokenVerdict(error);
    // A malformed token makes firebase-admin throw a bare SyntaxError (no code): invalid too.
    if (verdict === 'invalid' || (verdict === null && !('code' in Object(error)))) {
      return { ok: false, refusal: 'invalid-token' };
    }
    if (verdict === null) throw error;
    // Revoked (removed from staff, or signed out), expired, or a disabled user.
    return { ok: false, refusal: 'session-ended' };
  }
  return staffOfDecoded(decoded);
}

/** `Authorization: Bearer <token>` of a request, or undefined. */
export function bearerTokenOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization ?? '';
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
}

/**
 * What the guards need of a callable's request: `auth` (the decoded ID token the framework
 * checked, without revocation) and the raw request, whose `Authorization` header holds the
 * token itself.
 */
export type StaffRequest = {
  auth?: { uid: string } | undefined;
  rawRequest: { headers: IncomingHttpHeaders };
};

function refusalError(refusal: StaffRefusal): HttpsError {
  const code =
    refusal === 'signed-out' || refusal === 'invalid-token'
      ? 'unauthenticated'
      : 'permission-denied';
  return new HttpsError(code, staffRefusalMessages[refusal], { reason: refusal });
}

/**
 * Any staff (operator-wide or brand staff) now: the caller's ID token verified with revocation
 * checked and their staff directory entry active and agreeing with the claims (docs/auth.md,
 * "Staff"). Throws the callable's `unauthenticated` / `permission-denied` in Japanese
 * (`details.reason`: a StaffRefusal). Use: `const staff = await requireStaff(request);`.
 */
export async function requireStaff(request: StaffRequest): Promise<StaffCaller> {
  if (!request.auth) throw refusalError('signed-out');
  const check = await checkStaffToken(bearerTokenOf(request.rawRequest.headers));
  if (!check.ok) throw refusalError(check.refusal);
  // The header's token is the one the framework decoded; a mismatch is a forged request.
  if (check.caller.uid !== request.auth.uid) throw refusalError('invalid-token');
  return check.caller;
}

/**
 * Refuses a checked staff member `brandId` unless they may run it (for a callable that checks
 * staff first and learns the brand later, e.g. from a document): no second directory read.
 */
export function assertStaffOf(staff: StaffCaller, brandId: string | null | undefined): StaffCaller {
  if (!mayRunBrand(staff.scope, brandId)) {
    throw new HttpsError('permission-denied', 'このブランドを操作する権限がありません。', {
      reason: 'other-brand',
    });
  }
  return staff;
}

/** Refuses a checked staff member unless they are operator-wide staff. */
export function assertOperatorStaff(staff: StaffCaller): StaffCaller {
  if (!isOperatorScope(staff.scope)) {
    throw new HttpsError('permission-denied', '運営の管理者のみが操作できます。', {
      reason: 'not-operator',
    });
  }
  return staff;
}

/**
 * Staff who may run `brandId`: operator-wide staff, or brand staff of that brand.
 * Use: `const staff = await requireStaffOf(request, brandId);`.
 */
export async function requireStaffOf(
  request: StaffRequest,
  brandId: string | null | undefined,
): Promise<StaffCaller> {
  return assertStaffOf(await requireStaff(request), brandId);
}

/** Operator-wide staff only (every brand, the site, granting). */
export async function requireOperatorStaff(request: StaffRequest): Promise<StaffCaller> {
  return assertOperatorStaff(await requireStaff(request));
}
