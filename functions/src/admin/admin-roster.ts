import type { Auth } from 'firebase-admin/auth';
import type { DocumentData } from 'firebase-admin/firestore';
import { isOperatorScope, staffScopeOf } from '#shared/model/staff-scope.js';

/**
 * `adminRoster/current { uids, operatorUids, updatedAt }`: the staff grantAdmin knows of (every
 * isAdmin user) and which of them are operator-wide, changed in the same transaction as each
 * grant, change or removal. It answers "does an admin exist yet?" and "would this change leave no
 * operator-wide staff?" with one document read instead of listing every user
 * (docs/data-model.md).
 */
export const ADMIN_ROSTER_PATH = 'adminRoster/current';

export type Roster = { uids: string[]; operatorUids: string[] };

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || !value.every((uid): uid is string => typeof uid === 'string')) {
    return undefined;
  }
  return [...new Set(value)];
}

/** The uids in a stored roster; anything malformed reads as unknown (undefined). */
export function rosterUids(data: DocumentData | undefined): string[] | undefined {
  return stringList(data?.['uids']);
}

/**
 * The stored roster; undefined when it is missing or malformed. A roster written before brand
 * staff existed has no `operatorUids`: its staff's claims are read (at most a few, by uid).
 */
export async function storedRoster(
  auth: Auth,
  data: DocumentData | undefined,
): Promise<Roster | undefined> {
  const uids = rosterUids(data);
  if (!uids) return undefined;
  const operatorUids = stringList(data?.['operatorUids']);
  if (operatorUids) return { uids, operatorUids: operatorUids.filter((u) => uids.includes(u)) };
  const found: string[] = [];
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users) {
      if (isOperatorScope(staffScopeOf(user.customClaims))) found.push(user.uid);
    }
  }
  return { uids, operatorUids: found };
}

/**
 * Every user whose claims say isAdmin, and the operator-wide ones: O(users), so it runs only
 * when the roster does not exist yet (a project's first call, or after staff deleted the
 * document to resynchronise it).
 */
export async function scanAdminUids(auth: Auth): Promise<Roster> {
  const uids: string[] = [];
  const operatorUids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const scope = staffScopeOf(user.customClaims);
      if (user.customClaims?.['isAdmin'] === true) uids.push(user.uid);
      if (isOperatorScope(scope)) operatorUids.push(user.uid);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { uids, operatorUids };
}
