import { data, redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { paths } from '@/config/paths';
import { authErrorCode } from './auth-error-code';
import { initAuth } from './init-auth';
import { signOutErrorCodes } from './sign-out-error-codes';

/**
 * get-token signs the user out on the sign-out codes before it fails: the visitor is then
 * signed out like anyone else and belongs on the login page, not on the error screen.
 */
function signedOutBy(error: unknown): boolean {
  if (authErrorCode(error) === 'token/not-authenticated') return true;
  const cause = error instanceof Error ? authErrorCode(error.cause) : undefined;
  return cause !== undefined && signOutErrorCodes.has(cause);
}

function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** /:brandId/myunit: a signed-out visitor goes to the brand's login and comes back after. */
export const userAuthGuard: LoaderFunction = async ({ request, params }) => {
  initAuth();
  const { getToken } = await import('./api/get-token');
  try {
    await getToken();
    return null;
  } catch (error) {
    if (!signedOutBy(error)) {
      // Still signed in, but no token (e.g. offline): the error screen shows the spec's token
      // message (section 8) instead of a generic one; the cause stays in the console.
      console.error(error);
      throw data(error instanceof Error ? error.message : '', { status: 500 });
    }
    throw redirect(
      paths.brand.login.href(params['brandId'] ?? '', { redirect: requestedPath(request) }),
    );
  }
};

/**
 * Admin routes: anyone who is not a signed-in admin goes to /admin/login and back after; brand
 * staff get the 404 screen outside their scope. The decision (adminAccessGuard) loads with the
 * admin check, so the entry every visitor downloads carries only this call.
 */
export const adminAuthGuard: LoaderFunction = async (args) => {
  initAuth();
  const { adminAccessGuard } = await import('./api/admin-access');
  return adminAccessGuard(args);
};
