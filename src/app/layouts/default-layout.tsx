import { Link, Outlet, useParams } from 'react-router';
import { LayoutFrame } from '@/components/layouts/layout-frame';
import { NavList } from '@/components/layouts/nav-list';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useAuthState } from '@/features/auth/use-auth-state';
import { isBrandId } from '@/utils/is-brand-id';
import './layouts.css';

function brandNav(brandId: string) {
  const b = paths.brand;
  return [
    { to: b.home.href(brandId), label: b.home.title },
    { to: b.list.href(brandId), label: b.list.title },
    { to: b.flow.href(brandId), label: b.flow.title },
    { to: b.faq.href(brandId), label: b.faq.title },
    { to: b.info.href(brandId), label: b.info.title, end: false },
    { to: b.contact.href(brandId), label: b.contact.title, end: false },
    { to: b.preview.href(brandId), label: b.preview.title, end: false },
  ];
}

const siteNav = [
  { to: paths.home.href(), label: paths.home.title },
  { to: paths.news.href(), label: paths.news.title, end: false },
  { to: paths.faq.href(), label: paths.faq.title },
];

function legalNav(brandId: string) {
  const b = paths.brand;
  return [
    { to: b.terms.href(brandId), label: b.terms.title },
    { to: b.privacyPolicy.href(brandId), label: b.privacyPolicy.title },
    { to: b.companyOverview.href(brandId), label: b.companyOverview.title },
    { to: b.transaction.href(brandId), label: b.transaction.title },
    { to: b.sitemap.href(brandId), label: b.sitemap.title },
  ];
}

/**
 * The default layout: a brand's pages, its asset page and /{brandId}/myunit. The brand
 * comes from the path (`brandId`, or `brand` on /brand/{brand}/asset/{n}); when that is not
 * a valid brand id (an unknown address, shown as a 404 here) the site's menu is offered.
 */
export function Component() {
  const params = useParams();
  const candidate = params['brandId'];
  const brandId = isBrandId(candidate) ? candidate : null;
  // Signed in means an e-mail in the state: the admin check clears a non-admin's token only.
  const signedIn = useAuthState().userEmail !== '';

  const header = (
    <div className="header-bar">
      <div className="header-bar__row">
        <Link
          className="header-bar__logo"
          to={brandId ? paths.brand.home.href(brandId) : paths.home.href()}
        >
          {site.name}
        </Link>
        {brandId ? (
          <Link
            className="header-bar__account"
            to={signedIn ? paths.brand.myunit.href(brandId) : paths.brand.login.href(brandId)}
          >
            {signedIn ? 'マイページ' : 'ログイン'}
          </Link>
        ) : null}
      </div>
      {brandId ? (
        <NavList label="ブランド内" items={brandNav(brandId)} />
      ) : (
        <NavList label="サイト内" items={siteNav} />
      )}
    </div>
  );

  const footer = (
    <div className="footer-bar">
      {brandId ? (
        <NavList label="規約・会社情報" items={legalNav(brandId)} className="footer-bar__nav" />
      ) : null}
      <p className="footer-bar__copyright">
        <Link to={paths.home.href()}>{site.name}</Link>
      </p>
    </div>
  );

  return (
    <LayoutFrame variant="default" header={header} footer={footer}>
      <Outlet />
    </LayoutFrame>
  );
}
