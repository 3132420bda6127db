import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { mayRunBrand } from '#shared/model/staff-scope.js';
import { adminScope } from './is-admin';

/** The admin screens brand staff may open besides their brands' own (/admin/brands/{b}/…). */
const brandStaffScreens: ReadonlySet<string> = new Set([
  '/admin',
  '/admin/brands',
  '/admin/reports',
]);

/**
 * Whether the signed-in user may open an admin screen (docs/auth.md, "Staff"): `login` for
 * anyone who is not staff; for brand staff `not-found` on another brand's screens and on the
 * operator-wide ones (any path but /admin, /admin/brands, /admin/reports and their brands'), typed by hand or
 * from an old link — the rules refuse the data anyway. Loaded with the admin check, outside the
 * entry every visitor downloads.
 */
export async function adminAccess(
  pathname: string,
  brandId: string | undefined,
): Promise<'ok' | 'login' | 'not-found'> {
  const scope = await adminScope();
  if (!scope) return 'login';
  if (scope.kind !== 'brands') return 'ok';
  const allowed =
    brandId === undefined
      ? brandStaffScreens.has(pathname.replace(/\/+$/, '') || '/')
      : mayRunBrand(scope, brandId);
  return allowed ? 'ok' : 'not-found';
}

/**
 * adminAuthGuard's work: null to let the visitor in; a redirect to /admin/login (and back after)
 * for anyone who is not staff; the 404 screen for brand staff outside their scope.
 */
export async function adminAccessGuard({ request, params }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const access = await adminAccess(url.pathname, params['brandId']);
  if (access === 'not-found') throw data(null, { status: 404 });
  if (access === 'login') {
    throw redirect(paths.admin.login.href({ redirect: `${url.pathname}${url.search}` }));
  }
  return null;
}
