import { Link, Outlet } from 'react-router';
import { LayoutFrame } from '@/components/layouts/layout-frame';
import { NavList } from '@/components/layouts/nav-list';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { sitePageKeyLabels } from '@/lib/model/site-page';
import './layouts.css';

const siteNav = [
  { to: paths.home.href(), label: paths.home.title },
  { to: paths.notices.href(), label: paths.notices.title, end: false },
  { to: paths.faq.href(), label: paths.faq.title },
];

// The operator's pages have no route of their own (spec): they are sections of the home page.
const operatorPages = (['partnership', 'transaction'] as const).map((key) => ({
  to: { pathname: paths.home.href(), hash: key },
  label: sitePageKeyLabels[key],
}));

/** The top layout: the site-wide public pages (/, /faq, /news, /news/{id}). */
export function Component() {
  return (
    <LayoutFrame
      variant="top"
      header={
        <div className="header-bar">
          <Link className="header-bar__logo" to={paths.home.href()}>
            {site.name}
          </Link>
          <NavList label="サイト内" items={siteNav} />
        </div>
      }
      footer={
        <div className="footer-bar">
          <p className="footer-bar__tagline">{site.tagline}</p>
          {/* Plain links, not NavList: a NavLink to /#… would be marked current on every visit to /. */}
          <nav aria-label="運営者情報" className="nav-list footer-bar__nav">
            <ul className="nav-list__items">
              {operatorPages.map((page) => (
                <li key={page.to.hash}>
                  <Link className="nav-list__link" to={page.to}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="footer-bar__copyright">© {site.name}</p>
        </div>
      }
    >
      <Outlet />
    </LayoutFrame>
  );
}
