import type { ComponentType } from 'react';
import type { LoaderFunction, Params } from 'react-router';
import { paths } from '@/config/paths';
import { isBrandId } from '@/utils/is-brand-id';
import { isDocumentId } from '@/utils/is-document-id';

export type LayoutName = 'top' | 'default' | 'admin';
export type GuardName = 'none' | 'user' | 'admin';

/** What a lazily loaded screen module exports (react-router's `lazy` convention). */
export type ScreenModule = {
  Component: ComponentType;
  /** Optional data loader; it runs after the route's validation and guard. */
  loader?: LoaderFunction;
};

export type RouteEntry = {
  /** Stable id: the react-router route id, used by tests and route-scoped data. */
  id: string;
  /** The react-router path pattern, always taken from `paths`. */
  path: string;
  /** Japanese page title (from `paths`), for documentation and tests. */
  title: string;
  layout: LayoutName;
  guard: GuardName;
  load: () => Promise<ScreenModule>;
  /** Route-level validation (spec section 2): false renders the 404 page in the layout. */
  validate?: (params: Params) => boolean;
};

type ParamCheck = (value: string | undefined) => boolean;

/** A validation hook that checks each named path parameter with its own rule. */
function params(rules: Record<string, ParamCheck>): (params: Params) => boolean {
  return (actual) => Object.entries(rules).every(([name, check]) => check(actual[name]));
}

const brand = params({ brandId: isBrandId });
const brandAndId = params({ brandId: isBrandId, id: isDocumentId });
const brandAssetSpace = params({ brandId: isBrandId, id: isDocumentId, spaceId: isDocumentId });
const adminBrandById = params({ id: isBrandId });
const adminBrandAsset = params({ brandId: isBrandId, assetId: isDocumentId });

/**
 * Every route of the spec (section 2), declared exactly once, plus two catch-alls (under
 * /admin and everywhere else) so an unknown address gets the 404 page in a fitting layout. Guards follow DESIGN.md
 * section 4: every /admin route is admin-guarded except /admin/login and /admin/grantAdmin.
 */
export const routeTable: readonly RouteEntry[] = [
  // Top layout: site-wide public pages.
  {
    id: 'home',
    path: paths.home.pattern,
    title: paths.home.title,
    layout: 'top',
    guard: 'none',
    load: () => import('./routes/home'),
  },
  {
    id: 'faq',
    path: paths.faq.pattern,
    title: paths.faq.title,
    layout: 'top',
    guard: 'none',
    load: () => import('./routes/faq'),
  },
  {
    id: 'news',
    path: paths.news.pattern,
    title: paths.news.title,
    layout: 'top',
    guard: 'none',
    load: () => import('./routes/news'),
  },
  {
    id: 'news-item',
    path: paths.newsItem.pattern,
    title: paths.newsItem.title,
    layout: 'top',
    guard: 'none',
    load: () => import('./routes/news-item'),
    validate: params({ id: isDocumentId }),
  },

  // Default layout: a brand's public pages, its asset page and the signed-in user's page.
  {
    id: 'brand-home',
    path: paths.brand.home.pattern,
    title: paths.brand.home.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/home'),
    validate: brand,
  },
  {
    id: 'brand-flow',
    path: paths.brand.flow.pattern,
    title: paths.brand.flow.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/flow'),
    validate: brand,
  },
  {
    id: 'brand-terms',
    path: paths.brand.terms.pattern,
    title: paths.brand.terms.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/terms'),
    validate: brand,
  },
  {
    id: 'brand-sitemap',
    path: paths.brand.sitemap.pattern,
    title: paths.brand.sitemap.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/sitemap'),
    validate: brand,
  },
  {
    id: 'brand-faq',
    path: paths.brand.faq.pattern,
    title: paths.brand.faq.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/faq'),
    validate: brand,
  },
  {
    id: 'brand-info',
    path: paths.brand.info.pattern,
    title: paths.brand.info.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/info'),
    validate: brand,
  },
  {
    id: 'brand-info-item',
    path: paths.brand.infoItem.pattern,
    title: paths.brand.infoItem.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/info-item'),
    validate: brandAndId,
  },
  {
    id: 'brand-list',
    path: paths.brand.list.pattern,
    title: paths.brand.list.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/list'),
    validate: brand,
  },
  {
    id: 'brand-login',
    path: paths.brand.login.pattern,
    title: paths.brand.login.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/login'),
    validate: brand,
  },
  {
    id: 'brand-login-reset',
    path: paths.brand.loginReset.pattern,
    title: paths.brand.loginReset.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/login-reset'),
    validate: brand,
  },
  {
    id: 'brand-login-reset-success',
    path: paths.brand.loginResetSuccess.pattern,
    title: paths.brand.loginResetSuccess.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/login-reset-success'),
    validate: brand,
  },
  {
    id: 'brand-transaction',
    path: paths.brand.transaction.pattern,
    title: paths.brand.transaction.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/transaction'),
    validate: brand,
  },
  {
    id: 'brand-contact',
    path: paths.brand.contact.pattern,
    title: paths.brand.contact.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/contact'),
    validate: brand,
  },
  {
    id: 'brand-contact-thanks',
    path: paths.brand.contactThanks.pattern,
    title: paths.brand.contactThanks.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/contact-thanks'),
    validate: brand,
  },
  {
    id: 'brand-preview',
    path: paths.brand.preview.pattern,
    title: paths.brand.preview.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/preview'),
    validate: brand,
  },
  {
    id: 'brand-preview-thanks',
    path: paths.brand.previewThanks.pattern,
    title: paths.brand.previewThanks.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/preview-thanks'),
    validate: brand,
  },
  {
    id: 'brand-privacy-policy',
    path: paths.brand.privacyPolicy.pattern,
    title: paths.brand.privacyPolicy.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/privacy-policy'),
    validate: brand,
  },
  {
    id: 'brand-company-overview',
    path: paths.brand.companyOverview.pattern,
    title: paths.brand.companyOverview.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/company-overview'),
    validate: brand,
  },
  {
    id: 'brand-asset',
    path: paths.brand.asset.pattern,
    title: paths.brand.asset.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/asset'),
    validate: brandAndId,
  },
  {
    id: 'brand-detail-application',
    path: paths.brand.detailApplication.pattern,
    title: paths.brand.detailApplication.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/detail-application'),
    validate: brandAndId,
  },
  {
    id: 'brand-application',
    path: paths.brand.application.pattern,
    title: paths.brand.application.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/application'),
    validate: brandAssetSpace,
  },
  {
    id: 'brand-application-cancel',
    path: paths.brand.applicationCancel.pattern,
    title: paths.brand.applicationCancel.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/application-cancel'),
    validate: brandAssetSpace,
  },
  {
    id: 'brand-application-thanks',
    path: paths.brand.applicationThanks.pattern,
    title: paths.brand.applicationThanks.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand/application-thanks'),
    validate: brandAssetSpace,
  },
  {
    id: 'brand-myunit',
    path: paths.brand.myunit.pattern,
    title: paths.brand.myunit.title,
    layout: 'default',
    guard: 'user',
    load: () => import('./routes/brand/myunit'),
    validate: brand,
  },
  {
    id: 'brand-asset-by-number',
    path: paths.brandAsset.pattern,
    title: paths.brandAsset.title,
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/brand-asset'),
    validate: params({ brand: isBrandId, assetNumber: isDocumentId }),
  },
  // Ranks below every route above, so any other address lands here: the 404 page (with the
  // brand's menus when the first segment is a valid brand id).
  {
    id: 'brand-not-found',
    path: '/:brandId/*',
    title: 'ページが見つかりません',
    layout: 'default',
    guard: 'none',
    load: () => import('./routes/not-found'),
  },

  // Admin layout.
  {
    id: 'admin-dashboard',
    path: paths.admin.dashboard.pattern,
    title: paths.admin.dashboard.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/dashboard'),
  },
  {
    id: 'admin-login',
    path: paths.admin.login.pattern,
    title: paths.admin.login.title,
    layout: 'admin',
    guard: 'none',
    load: () => import('./routes/admin/login'),
  },
  {
    id: 'admin-grant-admin',
    path: paths.admin.grantAdmin.pattern,
    title: paths.admin.grantAdmin.title,
    layout: 'admin',
    guard: 'none',
    load: () => import('./routes/admin/grant-admin'),
  },
  {
    id: 'admin-device-list',
    path: paths.admin.deviceList.pattern,
    title: paths.admin.deviceList.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/device-list'),
  },
  {
    id: 'admin-brands',
    path: paths.admin.brands.pattern,
    title: paths.admin.brands.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brands'),
  },
  {
    id: 'admin-js-partnership',
    path: paths.admin.jsPartnership.pattern,
    title: paths.admin.jsPartnership.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/js-partnership'),
  },
  {
    id: 'admin-js-transaction',
    path: paths.admin.jsTransaction.pattern,
    title: paths.admin.jsTransaction.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/js-transaction'),
  },
  {
    id: 'admin-js-introduction',
    path: paths.admin.jsIntroduction.pattern,
    title: paths.admin.jsIntroduction.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/js-introduction'),
  },
  {
    id: 'admin-brand-home',
    path: paths.admin.brand.home.pattern,
    title: paths.admin.brand.home.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/home'),
    validate: brand,
  },
  {
    id: 'admin-brand-terms',
    path: paths.admin.brand.terms.pattern,
    title: paths.admin.brand.terms.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/terms'),
    validate: brand,
  },
  {
    id: 'admin-brand-annotation',
    path: paths.admin.brand.annotation.pattern,
    title: paths.admin.brand.annotation.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/annotation'),
    validate: brand,
  },
  {
    id: 'admin-brand-users',
    path: paths.admin.brand.users.pattern,
    title: paths.admin.brand.users.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/users'),
    validate: brand,
  },
  {
    id: 'admin-brand-user',
    path: paths.admin.brand.user.pattern,
    title: paths.admin.brand.user.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/user'),
    validate: brandAndId,
  },
  {
    id: 'admin-brand-assets',
    path: paths.admin.brand.assets.pattern,
    title: paths.admin.brand.assets.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/assets'),
    validate: brand,
  },
  {
    id: 'admin-brand-billing',
    path: paths.admin.brand.billing.pattern,
    title: paths.admin.brand.billing.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/billing'),
    validate: brand,
  },
  {
    id: 'admin-brand-contacts',
    path: paths.admin.brand.contacts.pattern,
    title: paths.admin.brand.contacts.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/contacts'),
    validate: brand,
  },
  {
    id: 'admin-brand-previews',
    path: paths.admin.brand.previews.pattern,
    title: paths.admin.brand.previews.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/previews'),
    validate: brand,
  },
  {
    id: 'admin-brand-privacy-policy',
    path: paths.admin.brand.privacyPolicy.pattern,
    title: paths.admin.brand.privacyPolicy.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/privacy-policy'),
    validate: brand,
  },
  {
    id: 'admin-brand-company-overview',
    path: paths.admin.brand.companyOverview.pattern,
    title: paths.admin.brand.companyOverview.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/company-overview'),
    validate: brand,
  },
  {
    id: 'admin-brand-asset',
    path: paths.admin.brand.asset.pattern,
    title: paths.admin.brand.asset.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/asset'),
    validate: adminBrandAsset,
  },
  {
    id: 'admin-brand-asset-edit',
    path: paths.admin.brand.assetEdit.pattern,
    title: paths.admin.brand.assetEdit.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/asset-edit'),
    validate: adminBrandAsset,
  },
  {
    id: 'admin-brand-asset-layout',
    path: paths.admin.brand.assetLayout.pattern,
    title: paths.admin.brand.assetLayout.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/asset-layout'),
    validate: adminBrandAsset,
  },
  {
    id: 'admin-brand-asset-spaces',
    path: paths.admin.brand.assetSpaces.pattern,
    title: paths.admin.brand.assetSpaces.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/asset-spaces'),
    validate: adminBrandAsset,
  },
  {
    id: 'admin-brand-contact',
    path: paths.admin.brand.contact.pattern,
    title: paths.admin.brand.contact.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/contact'),
    validate: params({ brandId: isBrandId, contactId: isDocumentId }),
  },
  {
    id: 'admin-brand-preview',
    path: paths.admin.brand.preview.pattern,
    title: paths.admin.brand.preview.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/preview'),
    validate: params({ brandId: isBrandId, previewId: isDocumentId }),
  },
  // The spec lists these four as unguarded; DESIGN.md section 4 guards them like the rest.
  {
    id: 'admin-brand-faq',
    path: paths.admin.brand.faq.pattern,
    title: paths.admin.brand.faq.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/faq'),
    validate: adminBrandById,
  },
  {
    id: 'admin-brand-info',
    path: paths.admin.brand.info.pattern,
    title: paths.admin.brand.info.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/info'),
    validate: adminBrandById,
  },
  {
    id: 'admin-brand-thanks-page',
    path: paths.admin.brand.thanksPage.pattern,
    title: paths.admin.brand.thanksPage.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/thanks-page'),
    validate: brand,
  },
  {
    id: 'admin-brand-transaction',
    path: paths.admin.brand.transaction.pattern,
    title: paths.admin.brand.transaction.title,
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/admin/brand/transaction'),
    validate: brand,
  },
  // Unknown admin addresses: guarded too, so the admin area reveals nothing to visitors.
  {
    id: 'admin-not-found',
    path: '/admin/*',
    title: 'ページが見つかりません',
    layout: 'admin',
    guard: 'admin',
    load: () => import('./routes/not-found'),
  },
];
