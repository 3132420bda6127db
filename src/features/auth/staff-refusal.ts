/**
 * Whether an error is the server refusing the signed-in person (issue 36): the security rules
 * (Firestore `permission-denied`, Storage `storage/unauthorized`), a callable
 * (`functions/permission-denied`, `functions/unauthenticated`) or the api function (401, 403).
 * In the admin area such a refusal may mean the person was removed from staff a moment ago.
 */
export function isStaffRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, statusCode, status } = error as {
    code?: unknown;
    statusCode?: unknown;
    status?: unknown;
  };
  if (
    code === 'permission-denied' ||
    code === 'unauthenticated' ||
    code === 'functions/permission-denied' ||
    code === 'functions/unauthenticated' ||
    code === 'storage/unauthorized' ||
    code === 'storage/unauthenticated'
  )
    return true;
  const http = typeof statusCode === 'number' ? statusCode : status;
  return http === 401 || http === 403;
}

/** The admin area's pages, where a refusal is checked (not the login itself, nor public pages). */
export function isStaffPage(pathname: string): boolean {
  return pathname.startsWith('/admin') && !pathname.startsWith('/admin/login');
}

/** `?reason=` of /admin/login after the SPA signed a staff member out because access ended. */
export const STAFF_ACCESS_ENDED = 'access-ended';
