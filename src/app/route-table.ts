import type { QueryClient } from '@tanstack/react-query';
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
  /**
   * Optional data loader, given the app's one QueryClient: it calls
   * `queryClient.ensureQueryData(...)` so the screen reads a warm cache. It runs after the
   * route's validation and guard; a `null` read becomes the 404 page here.
   */
  loader?: (queryClient: QueryClient) => LoaderFunction;
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

type PathDefinition = { pattern: string; title: string };

// Every screen module under ./routes, each its own lazily loaded chunk.
const screens = import.meta.glob<ScreenModule>(['./routes/**/*.tsx', '!./routes/**/__tests__/**']);

function screen(name: string): () => Promise<ScreenModule> {
  const load = screens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`画面モジュールがありません: src/app/routes/${name}.tsx`);
  return load;
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

function route(id: string, path: PathDefinition, name: string, guard: GuardName = 'none'): Line {
  const validate = validateParams(path.pattern);
  return {
    id,
    path: path.pattern,
    title: path.title,
    guard,
    load: screen(name),
    ...(validate ? { validate } : {}),
  };
}

const admin = (id: string, path: PathDefinition, name: string) => route(id, path, name, 'admin');

function group(layout: LayoutName, lines: readonly Line[]): RouteEntry[] {
  return lines.map((line) => ({ ...line, layout }));
}

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
    route('home', paths.home, 'home'),
    route('faq', paths.faq, 'faq'),
    route('news', paths.news, 'news'),
    route('news-item', paths.newsItem, 'news-item'),
  ]),

  // Default layout: a brand's public pages, its asset page and the signed-in user's page.
  ...group('default', [
    route('brand-home', b.home, 'brand/home'),
    route('brand-flow', b.flow, 'brand/flow'),
    route('brand-terms', b.terms, 'brand/terms'),
    route('brand-sitemap', b.sitemap, 'brand/sitemap'),
    route('brand-faq', b.faq, 'brand/faq'),
    route('brand-info', b.info, 'brand/info'),
    route('brand-info-item', b.infoItem, 'brand/info-item'),
    route('brand-list', b.list, 'brand/list'),
    route('brand-login', b.login, 'brand/login'),
    route('brand-login-reset', b.loginReset, 'brand/login-reset'),
    route('brand-login-reset-success', b.loginResetSuccess, 'brand/login-reset-success'),
    route('brand-transaction', b.transaction, 'brand/transaction'),
    route('brand-contact', b.contact, 'brand/contact'),
    route('brand-contact-thanks', b.contactThanks, 'brand/contact-thanks'),
    route('brand-preview', b.preview, 'brand/preview'),
    route('brand-preview-thanks', b.previewThanks, 'brand/preview-thanks'),
    route('brand-privacy-policy', b.privacyPolicy, 'brand/privacy-policy'),
    route('brand-company-overview', b.companyOverview, 'brand/company-overview'),
    route('brand-asset', b.asset, 'brand/asset'),
    route('brand-detail-application', b.detailApplication, 'brand/detail-application'),
    route('brand-application', b.application, 'brand/application'),
    route('brand-application-cancel', b.applicationCancel, 'brand/application-cancel'),
    route('brand-application-thanks', b.applicationThanks, 'brand/application-thanks'),
    route('brand-myunit', b.myunit, 'brand/myunit', 'user'),
    route('brand-asset-by-number', paths.brandAsset, 'brand-asset'),
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
