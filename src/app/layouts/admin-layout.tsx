import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Outlet, useMatch, useNavigate } from 'react-router';
import { LayoutFrame } from '@/components/layouts/layout-frame';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { signOut } from '@/features/auth/sign-out';
import { useStaffScope } from '@/features/auth/api/staff-scope';
import { isAdminToken } from '@/features/auth/token-claims';
import { useAuthState } from '@/features/auth/use-auth-state';
import { isBrandId } from '@/utils/is-brand-id';
import { AdminMenu } from './admin-menu';
import './layouts.css';

const a = paths.admin;

/**
 * The admin layout: header with the signed-in email and ログアウト, and the grouped admin menu
 * beside the page (AdminMenu; the brand's screens first on /admin/brands/{brandId}/…). Signed out (e.g. on /admin/login) it shows
 * only the header title; signed in without the isAdmin claim, the header without the menus.
 */
export function Component() {
  const { token, userEmail } = useAuthState();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const brandMatch = useMatch('/admin/brands/:brandId/*');
  const brandSegment = brandMatch?.params['brandId'];
  const brandId = isBrandId(brandSegment) ? brandSegment : null;
  const signedIn = token !== '';
  // The menus are for staff: a signed-in customer on /admin/grantAdmin (unguarded) sees the
  // header and the page only (issue 19, item 12).
  const admin = signedIn && isAdminToken(token);
  const scope = useStaffScope();
  // A refusal may mean this person was removed from staff a moment ago (issue 36): the watch
  // is loaded beside the layout, so the entry chunk does not list its modules.
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void import('@/features/auth/api/staff-access-check').then(({ watchStaffRefusals }) => {
      if (!left) stop = watchStaffRefusals(queryClient);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient]);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // The local state is cleared by signOut itself; the admin still leaves the area.
      console.error('ログアウト処理でエラーが発生しました', error);
    } finally {
      setSigningOut(false);
      void navigate(a.login.href());
    }
  };

  const header = (
    <div className="header-bar header-bar--admin">
      <div className="header-bar__row">
        <Link className="header-bar__logo" to={a.dashboard.href()}>
          {site.name} 管理画面
        </Link>
        {signedIn ? (
          <div className="header-bar__session">
            <span className="header-bar__email">{userEmail}</span>
            <button
              type="button"
              className="header-bar__button"
              onClick={() => void onSignOut()}
              disabled={signingOut}
            >
              ログアウト
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );

  return (
    <LayoutFrame
      variant="admin"
      header={header}
      sidebar={admin ? <AdminMenu brandId={brandId} operator={scope?.kind !== 'brands'} /> : null}
    >
      <Outlet />
    </LayoutFrame>
  );
}
