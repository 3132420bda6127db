import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { NavGroups, type NavGroup } from '@/components/layouts/nav-groups';
import { paths } from '@/config/paths';
import './admin-menu.css';

const a = paths.admin;

/** The site-wide screens: what staff open first, the operator's own pages, the settings. */
const siteGroups: readonly NavGroup[] = [
  {
    label: null,
    items: [
      { to: a.dashboard.href(), label: 'ダッシュボード' },
      { to: a.brands.href(), label: a.brands.title },
      { to: a.reports.href(), label: a.reports.title },
    ],
  },
  {
    label: 'サイトのコンテンツ',
    items: [
      { to: a.notices.href(), label: a.notices.title },
      { to: a.faq.href(), label: a.faq.title },
      { to: a.jsPartnership.href(), label: a.jsPartnership.title },
      { to: a.jsTransaction.href(), label: a.jsTransaction.title },
      { to: a.jsIntroduction.href(), label: a.jsIntroduction.title },
    ],
  },
  {
    label: '設定',
    items: [
      { to: a.deviceList.href(), label: a.deviceList.title },
      { to: a.routeRules.href(), label: a.routeRules.title },
      { to: a.grantAdmin.href(), label: a.grantAdmin.title },
      { to: a.audit.href(), label: a.audit.title },
    ],
  },
];

/** One brand's screens by what staff do: customers, money, places, what the site says, settings. */
function brandGroups(brandId: string): readonly NavGroup[] {
  const b = a.brand;
  return [
    {
      label: null,
      items: [
        { to: b.home.href(brandId), label: '概要（申込・ブランドの設定）' },
        { to: b.reports.href(brandId), label: b.reports.title },
      ],
    },
    {
      label: 'お客様',
      items: [
        { to: b.members.href(brandId), label: b.members.title, end: false },
        { to: b.contacts.href(brandId), label: b.contacts.title, end: false },
        { to: b.viewingRequests.href(brandId), label: b.viewingRequests.title, end: false },
      ],
    },
    {
      label: '請求',
      items: [
        { to: b.billing.href(brandId), label: b.billing.title },
        { to: b.statementImport.href(brandId), label: '入金消込' },
        { to: b.debit.href(brandId), label: b.debit.title },
        { to: b.billingSettings.href(brandId), label: b.billingSettings.title },
      ],
    },
    {
      label: '物件',
      items: [{ to: b.assets.href(brandId), label: b.assets.title, end: false }],
    },
    {
      label: 'コンテンツ',
      items: [
        { to: b.notices.href(brandId), label: b.notices.title },
        { to: b.faq.href(brandId), label: b.faq.title },
        { to: b.terms.href(brandId), label: b.terms.title },
        { to: b.privacyPolicy.href(brandId), label: b.privacyPolicy.title },
        { to: b.companyOverview.href(brandId), label: b.companyOverview.title },
        { to: b.transaction.href(brandId), label: b.transaction.title },
        { to: b.annotation.href(brandId), label: b.annotation.title },
        { to: b.thanksPage.href(brandId), label: b.thanksPage.title },
      ],
    },
    {
      label: '設定',
      items: [
        { to: b.mailTemplates.href(brandId), label: b.mailTemplates.title },
        { to: b.mails.href(brandId), label: b.mails.title },
        { to: b.audit.href(brandId), label: b.audit.title },
      ],
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
