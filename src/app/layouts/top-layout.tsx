import { Link, Outlet } from 'react-router';
import { LayoutFrame } from '@/components/layouts/layout-frame';
import { NavList } from '@/components/layouts/nav-list';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import './layouts.css';

const siteNav = [
  { to: paths.home.href(), label: paths.home.title },
  { to: paths.news.href(), label: paths.news.title, end: false },
  { to: paths.faq.href(), label: paths.faq.title },
];

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
          <p className="footer-bar__copyright">© {site.name}</p>
        </div>
      }
    >
      <Outlet />
    </LayoutFrame>
  );
}
