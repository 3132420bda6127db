import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { NavGroups, type NavGroup } from '@/components/layouts/nav-groups';
import type { NavItem } from '@/components/layouts/nav-list';
import { paths } from '@/config/paths';
import './admin-menu.css';

const a = paths.admin;

/** A link to a site-wide screen, named by its title unless `label` is given. */
const siteLink = (path: { href: () => string; title: string }, label = path.title): NavItem => ({
  to: path.href(),
  label,
});

/** The site-wide screens: what staff open first, the operator's own pages, the settings. */
const siteGroups: readonly NavGroup[] = [
  {
    label: null,
    items: [siteLink(a.dashboard, 'ダッシュボード'), siteLink(a.brands), siteLink(a.reports)],
  },
  {
    label: 'サイトのコンテンツ',
    items: [
      siteLink(a.notices),
      siteLink(a.faq),
      siteLink(a.jsPartnership),
      siteLink(a.jsTransaction),
      siteLink(a.jsIntroduction),
    ],
  },
  {
    label: '設定',
    items: [
      siteLink(a.deviceList),
      siteLink(a.routeRules),
      siteLink(a.grantAdmin),
      siteLink(a.audit),
    ],
  },
];

/** One brand's screens by what staff do: customers, money, places, what the site says, settings. */
function brandGroups(brandId: string): readonly NavGroup[] {
  const b = a.brand;
  type BrandPath = { href: (brandId: string) => string; title: string };
  /** A link to one of the brand's screens, named by its title unless `label` is given. */
  const link = (path: BrandPath, label = path.title): NavItem => ({
    to: path.href(brandId),
    label,
  });
  /** A list's link, current on its detail screens too (a member, an enquiry, an asset). */
  const listLink = (path: BrandPath): NavItem => ({ ...link(path), end: false });
  return [
    {
      label: null,
      items: [link(b.home, '概要（申込・ブランドの設定）'), link(b.reports)],
    },
    {
      label: 'お客様',
      items: [listLink(b.members), listLink(b.contacts), listLink(b.viewingRequests)],
    },
    {
      label: '請求',
      items: [
        link(b.billing),
        link(b.statementImport, '入金消込'),
        link(b.debit),
        link(b.billingSettings),
      ],
    },
    {
      label: '物件',
      items: [listLink(b.assets)],
    },
    {
      label: 'コンテンツ',
      items: [
        link(b.notices),
        link(b.faq),
        link(b.terms),
        link(b.privacyPolicy),
        link(b.companyOverview),
        link(b.transaction),
        link(b.annotation),
        link(b.thanksPage),
      ],
    },
    {
      label: '設定',
      items: [link(b.mailTemplates), link(b.mails), link(b.audit)],
    },
  ];
}

export type AdminMenuProps = {
  /** The brand whose screens are open (/admin/brands/{brandId}/…), or null. */
  brandId: string | null;
  /**
   * False for brand staff (docs/auth.md, "Staff"): of the site-wide screens only the dashboard
   * and the brand list, which show their brands; the operator-wide ones are not theirs.
   */
  operator?: boolean;
};

/**
 * The admin menu (issue 31, item 8): the screens in named groups — on a brand's screens that
 * brand's (お客様・請求・物件・コンテンツ・設定) first, then the site-wide ones — in a side column
 * from 64rem, so a new staff member finds a screen in one look instead of two wrapping bars of
 * twenty links. Narrower, one button opens and closes it (aria-expanded) and it closes when a
 * link is followed. Two `<nav>` landmarks, named as before.
 */
export function AdminMenu({ brandId, operator = true }: AdminMenuProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A followed link closes the menu on a phone (the new screen is what they asked for).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  return (
    <div className={open ? 'admin-menu admin-menu--open' : 'admin-menu'}>
      <button
        type="button"
        className="admin-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="admin-menu__icon">
          {open ? '×' : '≡'}
        </span>
        管理メニュー
      </button>
      <div id={panelId} className="admin-menu__panel">
        {brandId ? (
          <NavGroups
            label={`ブランド ${brandId} の管理メニュー`}
            title={`ブランド：${brandId}`}
            groups={brandGroups(brandId)}
          />
        ) : null}
        <NavGroups
          label="管理メニュー"
          title={operator ? 'サイト全体' : '全体'}
          groups={operator ? siteGroups : siteGroups.slice(0, 1)}
        />
      </div>
    </div>
  );
}
