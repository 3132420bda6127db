import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params } from 'react-router';
import type { PathDefinition } from '@/config/define-path';
import { paths } from '@/config/paths';
import { isBrandId } from '@/utils/is-brand-id';
import { isDocumentId } from '@/utils/is-document-id';
import type { AdminLoaders } from './admin-screens';
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
import type {
  BrandPageEditorProps,
  BrandPageProps,
  RouteProps,
  SitePageEditorProps,
} from './screen-props';

export type LayoutName = 'top' | 'default' | 'admin';
export type GuardName = 'none' | 'user' | 'admin';

/** What a lazily loaded screen module exports (react-router's `lazy` convention). */
export type ScreenModule = { Component: ComponentType };

/**
 * A screen's data loader, given the app's one QueryClient and the props of its route line: it
 * calls `queryClient.ensureQueryData(...)` so the screen reads a warm cache; a `null` read
 * becomes the 404 page (`requireFound`). A lazily fetched loader has `preload`, which starts
 * fetching its code (not its data) as soon as the route is entered, before the guard.
 */
export type ScreenLoader<Props = void> = ((
  queryClient: QueryClient,
  props: Props,
) => LoaderFunction) & { preload?: () => void };

export type RouteEntry = {
  /** Stable id: the react-router route id, used by tests and route-scoped data. */
  id: string;
  /** The react-router path pattern, always taken from `paths`. */
  path: string;
  /** Japanese page title (from `paths`); screens may read it with `useRouteLine()`. */
  title: string;
  layout: LayoutName;
  guard: GuardName;
  /** The screen module's name under src/app/routes (`brand/page`), for tests and docs. */
  screen: string;
  load: () => Promise<ScreenModule>;
  /** Route-level validation (spec section 2): false renders the 404 page in the layout. */
  validate?: (params: Params) => boolean;
  /**
   * The screen's data, named on the line and started together with the screen's chunk, after
   * the guard; the line's props are already bound. Every loader lives in src/app/loaders/.
   */
  loader?: ScreenLoader;
  /** What a family screen reads from its line (`useRouteLine()`), e.g. a page key. */
  props?: RouteProps;
};

// Every public screen module under ./routes, each its own lazily loaded chunk. Admin screens
// are listed in ./admin-screens (loaded on the first admin route), so the entry every visitor
// downloads carries none of their file names.
const screens = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/**/__tests__/**',
  '!./routes/admin/**',
]);

function screenModule(name: string): () => Promise<ScreenModule> {
  if (name.startsWith('admin/')) {
    return () => import('./admin-screens').then(({ loadAdminScreen }) => loadAdminScreen(name));
  }
  const load = screens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`画面モジュールがありません: src/app/routes/${name}.tsx`);
  return load;
}

/**
 * A loader whose module is fetched when its route is entered (alongside the screen's chunk,
 * `preload`) instead of sitting in the entry: for the signed-in and form pages, which nobody
 * opens as the first page of a visit from a search result, and for every admin screen.
 */
function lazyLoader<Props = void>(
  load: () => Promise<(queryClient: QueryClient, props: NoInfer<Props>) => LoaderFunction>,
): ScreenLoader<Props> {
  const loader = (queryClient: QueryClient, props: Props): LoaderFunction => {
    return async (args) => (await load())(queryClient, props)(args);
  };
  // A failed fetch shows when the loader runs; the early start must not be an unhandled rejection.
  return Object.assign(loader, { preload: () => void load().catch(() => undefined) });
}

/** The props an admin loader takes (`void` when it takes none). */
type AdminLoaderProps<Name extends keyof AdminLoaders> =
  Awaited<ReturnType<AdminLoaders[Name]>> extends (
    queryClient: QueryClient,
    props: infer Props,
  ) => LoaderFunction
    ? Props
    : never;

/**
 * An admin screen's loader (src/app/loaders/admin/), by its name in admin-screens.ts: fetched
 * with the admin screens, so neither its code nor its chunk's file name is in the entry.
 */
function adminLoader<Name extends keyof AdminLoaders>(
  name: Name,
): ScreenLoader<AdminLoaderProps<Name>> {
  return lazyLoader<AdminLoaderProps<Name>>(() =>
    import('./admin-screens').then(
      ({ adminLoaders }) => adminLoaders[name]() as Promise<ScreenLoader<AdminLoaderProps<Name>>>,
    ),
  );
}

/** Each path parameter's check, by its one name per concept (docs/routing.md). */
const parameterChecks: Record<string, (value: string | undefined) => boolean> = {
  brandId: isBrandId,
  assetId: isDocumentId,
  spaceId: isDocumentId,
  noticeId: isDocumentId,
  memberId: isDocumentId,
  contactId: isDocumentId,
  viewingRequestId: isDocumentId,
};

/**
 * The validation of a pattern, derived from its parameter names: `brandId` is a brand id (not
 * a reserved first segment), every other name a document id. A name outside the list fails
 * here, when the table is built, so a second word for a concept cannot slip in.
 */
export function validateParams(pattern: string): ((params: Params) => boolean) | undefined {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  const checks = names.map((name) => {
    const check = parameterChecks[name];
    if (!check) throw new Error(`未知のパラメーター名です: :${name}（${pattern}）`);
    return [name, check] as const;
  });
  return (params) => checks.every(([name, check]) => check(params[name]));
}

/** A screen that serves several lines, each line giving it its props (`useRouteLine()`). */
type FamilyScreen<Props> = { name: string; props: Props };

/** Names a family screen module and the props type its lines must give it. */
const family =
  <Props extends RouteProps>(name: string) =>
  (props: Props): FamilyScreen<Props> => ({ name, props });

/** The line's loader with the line's props bound, keeping its `preload`. */
function bindProps<Props>(loader: ScreenLoader<Props>, props: Props): ScreenLoader {
  const bound = (queryClient: QueryClient) => loader(queryClient, props);
  return loader.preload ? Object.assign(bound, { preload: loader.preload }) : bound;
}

type PathLike = Pick<PathDefinition, 'pattern' | 'title'>;
type Line = Omit<RouteEntry, 'layout'>;

/**
 * One route: id, path (pattern and title from `paths`), screen module (a name under
 * src/app/routes, or a family screen with the line's props), guard and data loader. The
 * loader's props type must match the screen's, so a line cannot give a loader data it lacks.
 */
function line<Props extends RouteProps | void = void>(
  id: string,
  path: PathLike,
  screen: string | FamilyScreen<Props>,
  guard: GuardName,
  loader?: ScreenLoader<NoInfer<Props>>,
): Line {
  const { name, props } =
    typeof screen === 'string' ? { name: screen, props: undefined as Props } : screen;
  const validate = validateParams(path.pattern);
  return {
    id,
    path: path.pattern,
    title: path.title,
    guard,
    screen: name,
    load: screenModule(name),
    ...(validate ? { validate } : {}),
    ...(loader ? { loader: bindProps(loader, props) } : {}),
    ...(props ? { props } : {}),
  };
}

/** An open route; its data loader (if any) starts together with the screen's chunk. */
const route = <Props extends RouteProps | void = void>(
  id: string,
  path: PathLike,
  screen: string | FamilyScreen<Props>,
  loader?: ScreenLoader<NoInfer<Props>>,
) => line(id, path, screen, 'none', loader);
/** A route for signed-in users (user guard). */
const user = (id: string, path: PathLike, screen: string, loader?: ScreenLoader) =>
  line(id, path, screen, 'user', loader);
/** An admin route (admin guard); its loader runs after the guard has let the visitor in. */
const admin = <Props extends RouteProps | void = void>(
  id: string,
  path: PathLike,
  screen: string | FamilyScreen<Props>,
  loader?: ScreenLoader<NoInfer<Props>>,
) => line(id, path, screen, 'admin', loader);

function group(layout: LayoutName, lines: readonly Line[]): RouteEntry[] {
  return lines.map((line) => ({ ...line, layout }));
}

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
    route('home', paths.home, 'home', homeLoader),
    route('faq', paths.faq, 'faq', siteFaqLoader),
    route('notices', paths.notices, 'notices', noticesLoader),
    route('notice', paths.notice, 'notice', noticeLoader),
  ]),

  // Default layout: a brand's public pages, its asset page and the signed-in user's page.
  ...group('default', [
    route('brand-home', b.home, 'brand/home', brandHomeLoader),
    route('brand-flow', b.flow, brandPage({ pageKey: 'flow' }), brandPageLoader),
    route('brand-terms', b.terms, brandPage({ pageKey: 'terms' }), brandPageLoader),
    route('brand-sitemap', b.sitemap, 'brand/sitemap', brandAssetsLoader),
    route('brand-faq', b.faq, 'brand/faq', brandFaqLoader),
    route('brand-notices', b.notices, 'brand/notices', brandNoticesLoader),
    route('brand-notice', b.notice, 'brand/notice', brandNoticeLoader),
    route('brand-list', b.list, 'brand/list', brandAssetsLoader),
    route('brand-login', b.login, 'brand/login', brandLoader),
    route('brand-login-reset', b.loginReset, 'brand/login-reset', brandLoader),
    route(
      'brand-login-reset-success',
      b.loginResetSuccess,
      'brand/login-reset-success',
      brandLoader,
    ),
    route(
      'brand-transaction',
      b.transaction,
      brandPage({ pageKey: 'transaction' }),
      brandPageLoader,
    ),
    route('brand-contact', b.contact, 'brand/contact', brandLoader),
    route('brand-contact-thanks', b.contactThanks, 'brand/contact-thanks', brandLoader),
    route('brand-viewing-request', b.viewingRequest, 'brand/viewing-request', viewingRequestLoader),
    route(
      'brand-viewing-request-thanks',
      b.viewingRequestThanks,
      'brand/viewing-request-thanks',
      brandLoader,
    ),
    route(
      'brand-privacy-policy',
      b.privacyPolicy,
      brandPage({ pageKey: 'privacy-policy' }),
      brandPageLoader,
    ),
    route(
      'brand-company-overview',
      b.companyOverview,
      brandPage({ pageKey: 'company-overview' }),
      brandPageLoader,
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

  // Admin layout. Every admin loader is fetched with the admin screens (adminLoader).
  ...group('admin', [
    admin('admin-dashboard', a.dashboard, 'admin/dashboard', adminLoader('dashboard')),
    route('admin-login', a.login, 'admin/login'),
    route('admin-grant-admin', a.grantAdmin, 'admin/grant-admin'),
    admin('admin-device-list', a.deviceList, 'admin/device-list', adminLoader('deviceList')),
    admin('admin-brands', a.brands, 'admin/brands', adminLoader('brands')),
    admin(
      'admin-js-partnership',
      a.jsPartnership,
      sitePageEditor({ pageKey: 'partnership' }),
      adminLoader('sitePage'),
    ),
    admin(
      'admin-js-transaction',
      a.jsTransaction,
      sitePageEditor({ pageKey: 'transaction' }),
      adminLoader('sitePage'),
    ),
    admin(
      'admin-js-introduction',
      a.jsIntroduction,
      sitePageEditor({ pageKey: 'introduction' }),
      adminLoader('sitePage'),
    ),
    admin('admin-notices', a.notices, 'admin/notices', adminLoader('notices')),
    admin('admin-faq', a.faq, 'admin/faq', adminLoader('faq')),
    admin('admin-route-rules', a.routeRules, 'admin/route-rules', adminLoader('routeRules')),
    admin('admin-brand-home', ab.home, 'admin/brand/home', adminLoader('brandHome')),
    admin(
      'admin-brand-terms',
      ab.terms,
      brandPageEditor({ pageKey: 'terms' }),
      adminLoader('brandPage'),
    ),
    admin(
      'admin-brand-annotation',
      ab.annotation,
      brandPageEditor({ pageKey: 'annotation' }),
      adminLoader('brandPage'),
    ),
    admin('admin-brand-members', ab.members, 'admin/brand/members', adminLoader('members')),
    admin('admin-brand-member', ab.member, 'admin/brand/member', adminLoader('member')),
    admin('admin-brand-assets', ab.assets, 'admin/brand/assets', adminLoader('assets')),
    admin('admin-brand-billing', ab.billing, 'admin/brand/billing', adminLoader('billing')),
    admin('admin-brand-contacts', ab.contacts, 'admin/brand/contacts', adminLoader('contacts')),
    admin(
      'admin-brand-viewing-requests',
      ab.viewingRequests,
      'admin/brand/viewing-requests',
      adminLoader('viewingRequests'),
    ),
    admin(
      'admin-brand-privacy-policy',
      ab.privacyPolicy,
      brandPageEditor({ pageKey: 'privacy-policy' }),
      adminLoader('brandPage'),
    ),
    admin(
      'admin-brand-company-overview',
      ab.companyOverview,
      brandPageEditor({ pageKey: 'company-overview' }),
      adminLoader('brandPage'),
    ),
    admin('admin-brand-asset', ab.asset, 'admin/brand/asset', adminLoader('asset')),
    admin('admin-brand-asset-edit', ab.assetEdit, 'admin/brand/asset-edit', adminLoader('asset')),
    admin(
      'admin-brand-asset-layout',
      ab.assetLayout,
      'admin/brand/asset-layout',
      adminLoader('assetSpaces'),
    ),
    admin(
      'admin-brand-asset-spaces',
      ab.assetSpaces,
      'admin/brand/asset-spaces',
      adminLoader('assetSpaces'),
    ),
    admin('admin-brand-contact', ab.contact, 'admin/brand/contact', adminLoader('contact')),
    admin(
      'admin-brand-viewing-request',
      ab.viewingRequest,
      'admin/brand/viewing-request',
      adminLoader('viewingRequest'),
    ),
    admin('admin-brand-faq', ab.faq, 'admin/brand/faq', adminLoader('brandFaq')),
    admin('admin-brand-notices', ab.notices, 'admin/brand/notices', adminLoader('brandNotices')),
    admin(
      'admin-brand-thanks-page',
      ab.thanksPage,
      brandPageEditor({ pageKey: 'thanks' }),
      adminLoader('brandPage'),
    ),
    admin(
      'admin-brand-transaction',
      ab.transaction,
      brandPageEditor({ pageKey: 'transaction' }),
      adminLoader('brandPage'),
    ),
    // Unknown admin addresses: guarded too, so the admin area reveals nothing to visitors.
    admin('admin-not-found', { pattern: '/admin/*', ...notFound }, 'not-found'),
  ]),
];
