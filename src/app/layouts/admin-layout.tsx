import { useState } from 'react';
import { Link, Outlet, useMatch, useNavigate } from 'react-router';
import { LayoutFrame } from '@/components/layouts/layout-frame';
import { NavList } from '@/components/layouts/nav-list';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { signOut } from '@/features/auth/sign-out';
import { isAdminToken } from '@/features/auth/token-claims';
import { useAuthState } from '@/features/auth/use-auth-state';
import { isBrandId } from '@/utils/is-brand-id';
import './layouts.css';

const a = paths.admin;

const adminNav = [
  { to: a.dashboard.href(), label: 'ダッシュボード' },
  { to: a.brands.href(), label: a.brands.title },
  { to: a.deviceList.href(), label: a.deviceList.title },
  { to: a.jsPartnership.href(), label: a.jsPartnership.title },
  { to: a.jsTransaction.href(), label: a.jsTransaction.title },
  { to: a.jsIntroduction.href(), label: a.jsIntroduction.title },
  { to: a.notices.href(), label: a.notices.title },
  { to: a.faq.href(), label: a.faq.title },
  { to: a.routeRules.href(), label: a.routeRules.title },
  { to: a.grantAdmin.href(), label: a.grantAdmin.title },
];

function brandAdminNav(brandId: string) {
  const b = a.brand;
  return [
    { to: b.home.href(brandId), label: '概要' },
    { to: b.assets.href(brandId), label: b.assets.title, end: false },
    { to: b.members.href(brandId), label: b.members.title, end: false },
    { to: b.billing.href(brandId), label: b.billing.title },
    { to: b.statementImport.href(brandId), label: '入金消込' },
    { to: b.billingSettings.href(brandId), label: b.billingSettings.title },
    { to: b.contacts.href(brandId), label: b.contacts.title, end: false },
    { to: b.viewingRequests.href(brandId), label: b.viewingRequests.title, end: false },
    { to: b.mailTemplates.href(brandId), label: b.mailTemplates.title },
    { to: b.faq.href(brandId), label: b.faq.title },
    { to: b.notices.href(brandId), label: b.notices.title },
    { to: b.terms.href(brandId), label: b.terms.title },
    { to: b.privacyPolicy.href(brandId), label: b.privacyPolicy.title },
    { to: b.companyOverview.href(brandId), label: b.companyOverview.title },
    { to: b.transaction.href(brandId), label: b.transaction.title },
    { to: b.annotation.href(brandId), label: b.annotation.title },
    { to: b.thanksPage.href(brandId), label: b.thanksPage.title },
  ];
}

/**
 * The admin layout: header with the signed-in email and ログアウト, the admin menu, and the
 * brand's menu on /admin/brands/{brandId}/…. Signed out (e.g. on /admin/login) it shows
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
      {admin ? <NavList label="管理メニュー" items={adminNav} /> : null}
      {admin && brandId ? (
        <NavList
          label={`ブランド ${brandId} の管理メニュー`}
          items={brandAdminNav(brandId)}
          className="nav-list--sub"
        />
      ) : null}
    </div>
  );

  return (
    <LayoutFrame variant="admin" header={header}>
      <Outlet />
    </LayoutFrame>
  );
}
