import type { Auth } from 'firebase-admin/auth';
import type { DocumentData } from 'firebase-admin/firestore';

/**
 * `adminRoster/current { uids, updatedAt }`: the admins grantAdmin knows of, changed in the same
 * transaction as each grant or removal. It answers "does an admin exist yet?" and "would this
 * removal leave none?" with one document read instead of listing every user (docs/data-model.md).
 */
export const ADMIN_ROSTER_PATH = 'adminRoster/current';

/** The uids in a stored roster; anything malformed reads as unknown (undefined). */
export function rosterUids(data: DocumentData | undefined): string[] | undefined {
  const uids: unknown = data?.['uids'];
  if (!Array.isArray(uids) || !uids.every((uid): uid is string => typeof uid === 'string')) {
    return undefined;
  }
  return [...new Set(uids)];
}

/**
 * Every user whose claims say isAdmin: O(users), so it runs only when the roster does not exist
 * yet (a project's first call, or after staff deleted the document to resynchronise it).
 */
export async function scanAdminUids(auth: Auth): Promise<string[]> {
  const uids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.['isAdmin'] === true) uids.push(user.uid);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}
