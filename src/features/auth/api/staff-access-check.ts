import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { firebaseAuth } from '@/lib/firebase-auth';
import { staffScopeOf } from '#shared/model/staff-scope.js';
import { authErrorCode } from '../auth-error-code';
import { authStore } from '../auth-store';
import { STAFF_ACCESS_ENDED, isStaffPage, isStaffRefusal } from '../staff-refusal';
import { signOutUser } from './sign-out-user';

export type StaffAccess = 'kept' | 'changed' | 'ended';

/**
 * After the server refused a signed-in staff member: asks Firebase for a fresh ID token (the
 * claims as they are now) and says whether they are still staff — `ended` when the refresh is
 * refused (their refresh tokens were revoked: removed from staff, disabled) or the fresh token
 * no longer makes them staff; `changed` when their scope changed (narrowed or widened); `kept`
 * otherwise (the refusal was about something else). Offline: `kept` (nothing can be known).
 */
export async function recheckStaffAccess(): Promise<StaffAccess> {
  await firebaseAuth.authStateReady();
  const user = firebaseAuth.currentUser;
  if (!user) return 'ended';
  let before: string;
  let after: ReturnType<typeof staffScopeOf>;
  try {
    before = JSON.stringify(staffScopeOf((await user.getIdTokenResult()).claims));
    const fresh = await user.getIdTokenResult(true);
    after = staffScopeOf(fresh.claims);
    if (after) authStore.setToken(fresh.token);
  } catch (error) {
    if (authErrorCode(error) === 'auth/network-request-failed') return 'kept';
    console.error('管理者権限の確認に失敗しました', error);
    return 'ended';
  }
  if (!after) return 'ended';
  return JSON.stringify(after) === before ? 'kept' : 'changed';
}

let checking: Promise<void> | null = null;
let lastCheck = 0;
/** At most one check every few seconds, whatever the number of refused requests. */
const CHECK_INTERVAL_MS = 5_000;

/**
 * What the admin area does on a refusal (watchStaffRefusals calls it for every refused query
 * and mutation on an admin page): a staff member whose access ended is signed out and sent to
 * /admin/login, which says why (issue 36); one whose scope changed gets the page again with the
 * new scope (the guard then shows it, or the 404 screen).
 */
export function onStaffRefusal(): Promise<void> {
  if (checking) return checking;
  if (Date.now() - lastCheck < CHECK_INTERVAL_MS) return Promise.resolve();
  lastCheck = Date.now();
  checking = (async () => {
    const access = await recheckStaffAccess();
    if (access === 'ended') {
      await signOutUser().catch((error: unknown) => console.error(error));
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.replace(
        paths.admin.login.href({ reason: STAFF_ACCESS_ENDED, redirect: here }),
      );
    } else if (access === 'changed') {
      window.location.reload();
    }
  })().finally(() => {
    checking = null;
  });
  return checking;
}

/**
 * The admin layout's watch (issue 36): every query or mutation of the app's client that fails
 * with a refusal (isStaffRefusal) on an admin page but the login runs onStaffRefusal. Answers
 * the function that stops watching. Loaded by the admin layout only: public pages carry none
 * of it.
 */
export function watchStaffRefusals(client: QueryClient): () => void {
  const check = (error: unknown) => {
    if (!isStaffRefusal(error) || !isStaffPage(window.location.pathname)) return;
    onStaffRefusal().catch((failure: unknown) => console.error(failure));
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
