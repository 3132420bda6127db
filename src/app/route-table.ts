import { paths } from '@/config/paths';
import { assetLoader } from './loaders/asset-loader';
import { assetPermalinkLoader } from './loaders/asset-permalink-loader';
import { brandAssetsLoader } from './loaders/brand-assets-loader';
import { brandFaqLoader } from './loaders/brand-faq-loader';
import { brandHomeLoader } from './loaders/brand-home-loader';
import { brandNoticeLoader } from './loaders/brand-notice-loader';
import { brandNoticesLoader } from './loaders/brand-notices-loader';
import { brandPageLoader } from './loaders/brand-page-loader';
import { brandLoader } from './loaders/ensure-brand';
import { homeLoader } from './loaders/home-loader';
import { noticeLoader } from './loaders/notice-loader';
import { noticesLoader } from './loaders/notices-loader';
import { siteFaqLoader } from './loaders/site-faq-loader';
import {
  admin,
  adminLoader,
  family,
  group,
  lazyLoader,
  route,
  user,
  type RouteEntry,
  type ScreenLoader,
} from './route-lines';
import type {
  AuditScreenProps,
  BrandPageEditorProps,
  BrandPageProps,
  SitePageEditorProps,
} from './screen-props';

export type { GuardName, LayoutName, RouteEntry, ScreenLoader, ScreenModule } from './route-lines';
export { validateParams } from './route-lines';

const applicationCancelLoader = lazyLoader(
  async () => (await import('./loaders/application-cancel-loader')).applicationCancelLoader,
);
const applicationLoader = lazyLoader(
  async () => (await import('./loaders/application-loader')).applicationLoader,
);
const applicationThanksLoader = lazyLoader(
  async () => (await import('./loaders/application-thanks-loader')).applicationThanksLoader,
);
const myUnitLoader = lazyLoader(
  async () => (await import('./loaders/my-unit-loader')).myUnitLoader,
);
const viewingRequestLoader = lazyLoader(
  async () => (await import('./loaders/viewing-request-loader')).viewingRequestLoader,
);

/** The family screens: one module, several lines. */
const brandPage = family<BrandPageProps>('brand/page');
const brandPageEditor = family<BrandPageEditorProps>('admin/brand/page-editor');
const sitePageEditor = family<SitePageEditorProps>('admin/site-page-editor');
const auditLog = family<AuditScreenProps>('admin/audit');

type AdminPath = Parameters<typeof admin>[1];

/**
 * A public or signed-in line named after its module (brand/faq: brand-faq): no literal id per
 * line, which keeps the entry every visitor loads smaller.
 */
const page = (path: Parameters<typeof route>[1], screen: string, loader?: ScreenLoader) =>
  route(screen.replace(/\//g, '-'), path, screen, loader);

/** One of a brand's fixed pages (brand/page), its line named after its key (brand-terms). */
const brandPageRoute = (path: Parameters<typeof route>[1], pageKey: BrandPageProps['pageKey']) =>
  route(`brand-${pageKey}`, path, brandPage({ pageKey }), brandPageLoader);

/** An admin screen whose line is named after its module (admin/brand/home: admin-brand-home). */
const adminScreen = (path: AdminPath, screen: string, loader?: ScreenLoader) =>
  admin(screen.replace(/\//g, '-'), path, screen, loader);

/**
 * An admin line editing one of a brand's fixed pages, named after its address's last segment
 * (/admin/brands/:brandId/thanks-page: admin-brand-thanks-page).
 */
const brandPageLine = (path: AdminPath, pageKey: BrandPageEditorProps['pageKey']) =>
  admin(
    `admin-brand-${path.pattern.split('/').at(-1)}`,
    path,
    brandPageEditor({ pageKey }),
    adminLoader('brandPage'),
  );

/** An admin line editing one of the site's pages (/admin/js/partnership: admin-js-partnership). */
const sitePageLine = (path: AdminPath, pageKey: SitePageEditorProps['pageKey']) =>
  admin(`admin-js-${pageKey}`, path, sitePageEditor({ pageKey }), adminLoader('sitePage'));

const b = paths.brand;
const a = paths.admin;
const ab = paths.admin.brand;
const notFound = { title: 'ページが見つかりません' };

/**
 * Every route of the spec (section 2), one line each inside its layout group, plus two
 * catch-alls (under /admin and everywhere else) so an unknown address gets the 404 page in a
 * fitting layout. Guards follow DESIGN.md section 4: every /admin route is admin-guarded
 * except /admin/login and /admin/grantAdmin (the four the spec lists as unguarded included).
 */
export const routeTable: readonly RouteEntry[] = [
  // Top layout: site-wide public pages.
  ...group('top', [
    page(paths.home, 'home', homeLoader),
    page(paths.faq, 'faq', siteFaqLoader),
    page(paths.notices, 'notices', noticesLoader),
    page(paths.notice, 'notice', noticeLoader),
  ]),

  // Default layout: a brand's public pages, its asset page and the signed-in user's page.
  ...group('default', [
    page(b.home, 'brand/home', brandHomeLoader),
    brandPageRoute(b.flow, 'flow'),
    brandPageRoute(b.terms, 'terms'),
    page(b.sitemap, 'brand/sitemap', brandAssetsLoader),
    page(b.faq, 'brand/faq', brandFaqLoader),
    page(b.notices, 'brand/notices', brandNoticesLoader),
    page(b.notice, 'brand/notice', brandNoticeLoader),
    page(b.list, 'brand/list', brandAssetsLoader),
    page(b.login, 'brand/login', brandLoader),
    page(b.loginReset, 'brand/login-reset', brandLoader),
    page(b.loginResetSuccess, 'brand/login-reset-success', brandLoader),
    brandPageRoute(b.transaction, 'transaction'),
    page(b.contact, 'brand/contact', brandLoader),
    page(b.contactThanks, 'brand/contact-thanks', brandLoader),
    page(b.viewingRequest, 'brand/viewing-request', viewingRequestLoader),
    page(b.viewingRequestThanks, 'brand/viewing-request-thanks', brandLoader),
    brandPageRoute(b.privacyPolicy, 'privacy-policy'),
    brandPageRoute(b.companyOverview, 'company-overview'),
    page(b.asset, 'brand/asset', assetLoader),
    page(b.detailApplication, 'brand/detail-application', assetLoader),
    page(b.application, 'brand/application', applicationLoader),
    page(b.applicationCancel, 'brand/application-cancel', applicationCancelLoader),
    page(b.applicationThanks, 'brand/application-thanks', applicationThanksLoader),
    user('brand-myunit', b.myunit, 'brand/myunit', myUnitLoader),
    user('brand-myunit-invoice', b.myunitInvoice, 'brand/myunit-invoice', myUnitLoader),
    route('brand-asset-by-number', paths.brandAsset, 'brand-asset', assetPermalinkLoader),
    // Ranks below every route above: any other address gets the 404 page (with the brand's
    // menus when the first segment is a published brand).
    route('brand-not-found', { pattern: '/:brandId/*', ...notFound }, 'not-found'),
  ]),

  // Admin layout. Every admin loader is fetched with the admin screens (adminLoader).
  ...group('admin', [
    adminScreen(a.dashboard, 'admin/dashboard', adminLoader('dashboard')),
    page(a.login, 'admin/login'),
    page(a.grantAdmin, 'admin/grant-admin'),
    adminScreen(a.deviceList, 'admin/device-list', adminLoader('deviceList')),
    adminScreen(a.brands, 'admin/brands', adminLoader('brands')),
    sitePageLine(a.jsPartnership, 'partnership'),
    sitePageLine(a.jsTransaction, 'transaction'),
    sitePageLine(a.jsIntroduction, 'introduction'),
    adminScreen(a.notices, 'admin/notices', adminLoader('notices')),
    adminScreen(a.faq, 'admin/faq', adminLoader('faq')),
    adminScreen(a.routeRules, 'admin/route-rules', adminLoader('routeRules')),
    admin('admin-audit', a.audit, auditLog({ scope: 'all' }), adminLoader('audit')),
    adminScreen(a.reports, 'admin/reports', adminLoader('reports')),
    adminScreen(ab.home, 'admin/brand/home', adminLoader('brandHome')),
    brandPageLine(ab.terms, 'terms'),
    brandPageLine(ab.annotation, 'annotation'),
    adminScreen(ab.members, 'admin/brand/members', adminLoader('members')),
    adminScreen(ab.member, 'admin/brand/member', adminLoader('member')),
    adminScreen(ab.assets, 'admin/brand/assets', adminLoader('assets')),
    adminScreen(ab.billing, 'admin/brand/billing', adminLoader('billing')),
    adminScreen(ab.billingSettings, 'admin/brand/billing-settings', adminLoader('billingSettings')),
    adminScreen(ab.statementImport, 'admin/brand/statement-import', adminLoader('statementImport')),
    adminScreen(ab.debit, 'admin/brand/debit', adminLoader('debit')),
    adminScreen(ab.memberInvoice, 'admin/brand/member-invoice', adminLoader('memberInvoice')),
    adminScreen(ab.contacts, 'admin/brand/contacts', adminLoader('contacts')),
    adminScreen(ab.viewingRequests, 'admin/brand/viewing-requests', adminLoader('viewingRequests')),
    brandPageLine(ab.privacyPolicy, 'privacy-policy'),
    brandPageLine(ab.companyOverview, 'company-overview'),
    adminScreen(ab.asset, 'admin/brand/asset', adminLoader('asset')),
    adminScreen(ab.assetEdit, 'admin/brand/asset-edit', adminLoader('asset')),
    adminScreen(ab.assetLayout, 'admin/brand/asset-layout', adminLoader('assetSpaces')),
    adminScreen(ab.assetSpaces, 'admin/brand/asset-spaces', adminLoader('assetSpaces')),
    adminScreen(ab.contact, 'admin/brand/contact', adminLoader('contact')),
    adminScreen(ab.viewingRequest, 'admin/brand/viewing-request', adminLoader('viewingRequest')),
    adminScreen(ab.faq, 'admin/brand/faq', adminLoader('brandFaq')),
    adminScreen(ab.notices, 'admin/brand/notices', adminLoader('brandNotices')),
    brandPageLine(ab.thanksPage, 'thanks'),
    brandPageLine(ab.transaction, 'transaction'),
    adminScreen(ab.mailTemplates, 'admin/brand/mail-templates', adminLoader('brandHome')),
    admin('admin-brand-audit', ab.audit, auditLog({ scope: 'brand' }), adminLoader('audit')),
    adminScreen(ab.mails, 'admin/brand/mails', adminLoader('brandMails')),
    adminScreen(ab.reports, 'admin/brand/reports', adminLoader('reports')),
    // Unknown admin addresses: guarded too, so the admin area reveals nothing to visitors.
    admin('admin-not-found', { pattern: '/admin/*', ...notFound }, 'not-found'),
  ]),
];
