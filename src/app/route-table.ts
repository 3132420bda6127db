import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params } from 'react-router';
import { paths } from '@/config/paths';
import { isBrandId } from '@/utils/is-brand-id';
import { isDocumentId } from '@/utils/is-document-id';
import { assetLoader } from './loaders/asset-loader';
import { assetPermalinkLoader } from './loaders/asset-permalink-loader';
import { brandAssetsLoader } from './loaders/brand-assets-loader';
import { brandFaqLoader } from './loaders/brand-faq-loader';
import { brandHomeLoader } from './loaders/brand-home-loader';
import { brandInfoItemLoader } from './loaders/brand-info-item-loader';
import { brandInfoLoader } from './loaders/brand-info-loader';
import { brandPageLoader } from './loaders/brand-page-loader';
import { brandLoader } from './loaders/ensure-brand';
import { homeLoader } from './loaders/home-loader';
import { newsItemLoader } from './loaders/news-item-loader';
import { newsLoader } from './loaders/news-loader';
import { siteFaqLoader } from './loaders/site-faq-loader';

export type LayoutName = 'top' | 'default' | 'admin';
export type GuardName = 'none' | 'user' | 'admin';

/** What a lazily loaded screen module exports (react-router's `lazy` convention). */
export type ScreenModule = {
  Component: ComponentType;
  /**
   * A loader that may wait for the screen's chunk (admin screens). Public screens declare
   * theirs in the table instead (`RouteEntry.loader`), so their data loads with the chunk.
   */
  loader?: ScreenLoader;
};

/**
 * A screen's data loader, given the app's one QueryClient: it calls
 * `queryClient.ensureQueryData(...)` so the screen reads a warm cache; a `null` read becomes
 * the 404 page (`requireFound`).
 */
export type ScreenLoader = (queryClient: QueryClient) => LoaderFunction;

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
  /**
   * The screen's data, started together with its chunk (not after it): the loaders live in
   * `src/app/loaders/` and only reach Firestore through the features' query factories.
   */
  loader?: ScreenLoader;
};

type PathDefinition = { pattern: string; title: string };

// Every public screen module under ./routes, each its own lazily loaded chunk. Admin screens
// are listed in ./admin-screens (loaded on the first admin route), so the entry every visitor
// downloads carries none of their file names.
const screens = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/**/__tests__/**',
  '!./routes/admin/**',
]);

function screen(name: string): () => Promise<ScreenModule> {
  if (name.startsWith('admin/')) {
    return () => import('./admin-screens').then(({ loadAdminScreen }) => loadAdminScreen(name));
  }
  const load = screens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`画面モジュールがありません: src/app/routes/${name}.tsx`);
  return load;
}

/**
 * A loader whose module is fetched when its route is entered (alongside the screen's chunk)
 * instead of sitting in the entry: for the signed-in and form pages, which nobody opens as the
 * first page of a visit from a search result.
 */
function lazyLoader(load: () => Promise<ScreenLoader>): ScreenLoader {
  return (queryClient) => async (args) => (await load())(queryClient)(args);
}

/**
 * The validation of a pattern, derived from its parameter names (one name per concept):
 * `brandId` is a brand id (not a reserved first segment), every other `…Id` a document id.
 */
export function validateParams(pattern: string): ((params: Params) => boolean) | undefined {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  return (params) =>
    names.every((name) => (name === 'brandId' ? isBrandId : isDocumentId)(params[name]));
}

type Line = Omit<RouteEntry, 'layout'>;

function line(
  id: string,
  path: PathDefinition,
  name: string,
  guard: GuardName,
  loader?: ScreenLoader,
): Line {
  const validate = validateParams(path.pattern);
  return {
    id,
    path: path.pattern,
    title: path.title,
    guard,
    load: screen(name),
    ...(validate ? { validate } : {}),
    ...(loader ? { loader } : {}),
  };
}

/** An open route; its data loader (if any) starts together with the screen's chunk. */
const route = (id: string, path: PathDefinition, name: string, loader?: ScreenLoader) =>
  line(id, path, name, 'none', loader);
/** A route for signed-in users (user guard). */
const user = (id: string, path: PathDefinition, name: string, loader?: ScreenLoader) =>
  line(id, path, name, 'user', loader);
/** An admin route (admin guard); admin screens load their data after the guard. */
const admin = (id: string, path: PathDefinition, name: string) => line(id, path, name, 'admin');

function group(layout: LayoutName, lines: readonly Line[]): RouteEntry[] {
  return lines.map((line) => ({ ...line, layout }));
}

const applicationCancelLoader = lazyLoader(() =>
  import('./loaders/application-cancel-loader').then((m) => m.applicationCancelLoader),
);
const applicationLoader = lazyLoader(() =>
  import('./loaders/application-loader').then((m) => m.applicationLoader),
);
const applicationThanksLoader = lazyLoader(() =>
  import('./loaders/application-thanks-loader').then((m) => m.applicationThanksLoader),
);
const myUnitLoader = lazyLoader(() =>
  import('./loaders/my-unit-loader').then((m) => m.myUnitLoader),
);
const previewLoader = lazyLoader(() =>
  import('./loaders/preview-loader').then((m) => m.previewLoader),
);
const b = paths.brand;
const a = paths.admin;
const ab = paths.admin.brand;
const notFound = { title: 'ページが見つかりません' };
/** The fixed pages' loaders (brand and page read together). */
const page = {
  flow: brandPageLoader('flow'),
  terms: brandPageLoader('terms'),
  privacyPolicy: brandPageLoader('privacy-policy'),
  companyOverview: brandPageLoader('company-overview'),
  transaction: brandPageLoader('transaction'),
};

/**
 * Every route of the spec (section 2), one line each inside its layout group, plus two
 * catch-alls (under /admin and everywhere else) so an unknown address gets the 404 page in a
 * fitting layout. Guards follow DESIGN.md section 4: every /admin route is admin-guarded
 * except /admin/login and /admin/grantAdmin (the four the spec lists as unguarded included).
 */
export const routeTable: readonly RouteEntry[] = [
  // Top layout: site-wide public pages.
  ...group('top', [
    route('home', paths.home, 'home', homeLoader),
    route('faq', paths.faq, 'faq', siteFaqLoader),
    route('news', paths.news, 'news', newsLoader),
    route('news-item', paths.newsItem, 'news-item', newsItemLoader),
  ]),

  // Default layout: a brand's public pages, its asset page and the signed-in user's page.
  ...group('default', [
    route('brand-home', b.home, 'brand/home', brandHomeLoader),
    route('brand-flow', b.flow, 'brand/flow', page.flow),
    route('brand-terms', b.terms, 'brand/terms', page.terms),
    route('brand-sitemap', b.sitemap, 'brand/sitemap', brandAssetsLoader),
    route('brand-faq', b.faq, 'brand/faq', brandFaqLoader),
    route('brand-info', b.info, 'brand/info', brandInfoLoader),
    route('brand-info-item', b.infoItem, 'brand/info-item', brandInfoItemLoader),
    route('brand-list', b.list, 'brand/list', brandAssetsLoader),
    route('brand-login', b.login, 'brand/login', brandLoader),
    route('brand-login-reset', b.loginReset, 'brand/login-reset', brandLoader),
    route(
      'brand-login-reset-success',
      b.loginResetSuccess,
      'brand/login-reset-success',
      brandLoader,
    ),
    route('brand-transaction', b.transaction, 'brand/transaction', page.transaction),
    route('brand-contact', b.contact, 'brand/contact', brandLoader),
    route('brand-contact-thanks', b.contactThanks, 'brand/contact-thanks', brandLoader),
    route('brand-preview', b.preview, 'brand/preview', previewLoader),
    route('brand-preview-thanks', b.previewThanks, 'brand/preview-thanks', brandLoader),
    route('brand-privacy-policy', b.privacyPolicy, 'brand/privacy-policy', page.privacyPolicy),
    route(
      'brand-company-overview',
      b.companyOverview,
      'brand/company-overview',
      page.companyOverview,
    ),
    route('brand-asset', b.asset, 'brand/asset', assetLoader),
    route('brand-detail-application', b.detailApplication, 'brand/detail-application', assetLoader),
    route('brand-application', b.application, 'brand/application', applicationLoader),
    route(
      'brand-application-cancel',
      b.applicationCancel,
      'brand/application-cancel',
      applicationCancelLoader,
    ),
    route(
      'brand-application-thanks',
      b.applicationThanks,
      'brand/application-thanks',
      applicationThanksLoader,
    ),
    user('brand-myunit', b.myunit, 'brand/myunit', myUnitLoader),
    route('brand-asset-by-number', paths.brandAsset, 'brand-asset', assetPermalinkLoader),
    // Ranks below every route above: any other address gets the 404 page (with the brand's
    // menus when the first segment is a published brand).
    route('brand-not-found', { pattern: '/:brandId/*', ...notFound }, 'not-found'),
  ]),

  // Admin layout.
  ...group('admin', [
    admin('admin-dashboard', a.dashboard, 'admin/dashboard'),
    route('admin-login', a.login, 'admin/login'),
    route('admin-grant-admin', a.grantAdmin, 'admin/grant-admin'),
    admin('admin-device-list', a.deviceList, 'admin/device-list'),
    admin('admin-brands', a.brands, 'admin/brands'),
    admin('admin-js-partnership', a.jsPartnership, 'admin/js-partnership'),
    admin('admin-js-transaction', a.jsTransaction, 'admin/js-transaction'),
    admin('admin-js-introduction', a.jsIntroduction, 'admin/js-introduction'),
    admin('admin-news', a.news, 'admin/news'),
    admin('admin-faq', a.faq, 'admin/faq'),
    admin('admin-route-rules', a.routeRules, 'admin/route-rules'),
    admin('admin-brand-home', ab.home, 'admin/brand/home'),
    admin('admin-brand-terms', ab.terms, 'admin/brand/terms'),
    admin('admin-brand-annotation', ab.annotation, 'admin/brand/annotation'),
    admin('admin-brand-users', ab.users, 'admin/brand/users'),
    admin('admin-brand-user', ab.user, 'admin/brand/user'),
    admin('admin-brand-assets', ab.assets, 'admin/brand/assets'),
    admin('admin-brand-billing', ab.billing, 'admin/brand/billing'),
    admin('admin-brand-contacts', ab.contacts, 'admin/brand/contacts'),
    admin('admin-brand-previews', ab.previews, 'admin/brand/previews'),
    admin('admin-brand-privacy-policy', ab.privacyPolicy, 'admin/brand/privacy-policy'),
    admin('admin-brand-company-overview', ab.companyOverview, 'admin/brand/company-overview'),
    admin('admin-brand-asset', ab.asset, 'admin/brand/asset'),
    admin('admin-brand-asset-edit', ab.assetEdit, 'admin/brand/asset-edit'),
    admin('admin-brand-asset-layout', ab.assetLayout, 'admin/brand/asset-layout'),
    admin('admin-brand-asset-spaces', ab.assetSpaces, 'admin/brand/asset-spaces'),
    admin('admin-brand-contact', ab.contact, 'admin/brand/contact'),
    admin('admin-brand-preview', ab.preview, 'admin/brand/preview'),
    admin('admin-brand-faq', ab.faq, 'admin/brand/faq'),
    admin('admin-brand-info', ab.info, 'admin/brand/info'),
    admin('admin-brand-thanks-page', ab.thanksPage, 'admin/brand/thanks-page'),
    admin('admin-brand-transaction', ab.transaction, 'admin/brand/transaction'),
    // Unknown admin addresses: guarded too, so the admin area reveals nothing to visitors.
    admin('admin-not-found', { pattern: '/admin/*', ...notFound }, 'not-found'),
  ]),
];
