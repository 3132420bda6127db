/**
 * The uid in a Firebase ID token (its `user_id` / `sub` claim), read without verifying it and
 * without loading firebase/auth: only to tell a signed-in person their own things on a public
 * page (never to decide what they may do; the rules do that). '' when there is none.
 */
export function uidOfToken(token: string): string {
  const payload = token.split('.')[1];
  if (!payload) return '';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { user_id?: unknown; sub?: unknown };
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' ? uid : '';
  } catch {
    return '';
  }
}
