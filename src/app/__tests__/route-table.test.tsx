import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, redirect } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminAuthGuard } from '@/features/auth/guards';
import { adminLoaders, adminScreenNames, loadAdminScreen } from '../admin-screens';
import { createAppRoutes } from '../create-app-routes';
import type { AppRouteHandle } from '../create-app-routes';
import { routeTable, validateParams } from '../route-table';
import type { GuardName, LayoutName, RouteEntry } from '../route-table';

vi.mock('@/features/auth/guards', () => ({ userAuthGuard: vi.fn(), adminAuthGuard: vi.fn() }));

type Expectation = [url: string, id: string, layout: LayoutName, guard: GuardName, screen: string];

// One concrete address for every route of spec section 2, with the screen it must reach.
const specRoutes: Expectation[] = [
  // Top-level public routes (top layout)
  ['/faq', 'faq', 'top', 'none', 'faq'],
  ['/', 'home', 'top', 'none', 'home'],
  ['/news', 'notices', 'top', 'none', 'notices'],
  ['/news/n-001', 'notice', 'top', 'none', 'notice'],
  // Brand public routes
  ['/acme', 'brand-home', 'default', 'none', 'brand/home'],
  ['/acme/flow', 'brand-flow', 'default', 'none', 'brand/page'],
  ['/acme/terms', 'brand-terms', 'default', 'none', 'brand/page'],
  ['/acme/sitemap', 'brand-sitemap', 'default', 'none', 'brand/sitemap'],
  ['/acme/faq', 'brand-faq', 'default', 'none', 'brand/faq'],
  ['/acme/info', 'brand-notices', 'default', 'none', 'brand/notices'],
  ['/acme/info/i1', 'brand-notice', 'default', 'none', 'brand/notice'],
  ['/acme/list', 'brand-list', 'default', 'none', 'brand/list'],
  ['/acme/login', 'brand-login', 'default', 'none', 'brand/login'],
  ['/acme/login/reset', 'brand-login-reset', 'default', 'none', 'brand/login-reset'],
  [
    '/acme/login/reset-success',
    'brand-login-reset-success',
    'default',
    'none',
    'brand/login-reset-success',
  ],
  ['/acme/transaction', 'brand-transaction', 'default', 'none', 'brand/page'],
  ['/acme/contact', 'brand-contact', 'default', 'none', 'brand/contact'],
  ['/acme/contact/thanks', 'brand-contact-thanks', 'default', 'none', 'brand/contact-thanks'],
  ['/acme/preview', 'brand-viewing-request', 'default', 'none', 'brand/viewing-request'],
  [
    '/acme/preview/thanks',
    'brand-viewing-request-thanks',
    'default',
    'none',
    'brand/viewing-request-thanks',
  ],
  ['/acme/privacy-policy', 'brand-privacy-policy', 'default', 'none', 'brand/page'],
  ['/acme/company-overview', 'brand-company-overview', 'default', 'none', 'brand/page'],
  ['/acme/a1', 'brand-asset', 'default', 'none', 'brand/asset'],
  [
    '/acme/detail/a1/application',
    'brand-detail-application',
    'default',
    'none',
    'brand/detail-application',
  ],
  // Application flow per space
  ['/acme/a1/s1/application', 'brand-application', 'default', 'none', 'brand/application'],
  [
    '/acme/a1/s1/application/cancel',
    'brand-application-cancel',
    'default',
    'none',
    'brand/application-cancel',
  ],
  [
    '/acme/a1/s1/application/thanks',
    'brand-application-thanks',
    'default',
    'none',
    'brand/application-thanks',
  ],
  // Brand asset page
  ['/brand/acme/asset/101', 'brand-asset-by-number', 'default', 'none', 'brand-asset'],
  // Signed-in user route
  ['/acme/myunit', 'brand-myunit', 'default', 'user', 'brand/myunit'],
  // Admin routes
  ['/admin', 'admin-dashboard', 'admin', 'admin', 'admin/dashboard'],
  ['/admin/deviceList', 'admin-device-list', 'admin', 'admin', 'admin/device-list'],
  ['/admin/brands', 'admin-brands', 'admin', 'admin', 'admin/brands'],
  ['/admin/js/partnership', 'admin-js-partnership', 'admin', 'admin', 'admin/site-page-editor'],
  ['/admin/js/transaction', 'admin-js-transaction', 'admin', 'admin', 'admin/site-page-editor'],
  ['/admin/js/introduction', 'admin-js-introduction', 'admin', 'admin', 'admin/site-page-editor'],
  ['/admin/login', 'admin-login', 'admin', 'none', 'admin/login'],
  ['/admin/grantAdmin', 'admin-grant-admin', 'admin', 'none', 'admin/grant-admin'],
  // Admin brand-scoped routes
  ['/admin/brands/acme', 'admin-brand-home', 'admin', 'admin', 'admin/brand/home'],
  ['/admin/brands/acme/terms', 'admin-brand-terms', 'admin', 'admin', 'admin/brand/page-editor'],
  [
    '/admin/brands/acme/annotation',
    'admin-brand-annotation',
    'admin',
    'admin',
    'admin/brand/page-editor',
  ],
  ['/admin/brands/acme/users', 'admin-brand-members', 'admin', 'admin', 'admin/brand/members'],
  ['/admin/brands/acme/users/u1', 'admin-brand-member', 'admin', 'admin', 'admin/brand/member'],
  ['/admin/brands/acme/assets', 'admin-brand-assets', 'admin', 'admin', 'admin/brand/assets'],
  ['/admin/brands/acme/billing', 'admin-brand-billing', 'admin', 'admin', 'admin/brand/billing'],
  ['/admin/brands/acme/contacts', 'admin-brand-contacts', 'admin', 'admin', 'admin/brand/contacts'],
  [
    '/admin/brands/acme/previews',
    'admin-brand-viewing-requests',
    'admin',
    'admin',
    'admin/brand/viewing-requests',
  ],
  [
    '/admin/brands/acme/privacy-policy',
    'admin-brand-privacy-policy',
    'admin',
    'admin',
    'admin/brand/page-editor',
  ],
  [
    '/admin/brands/acme/company-overview',
    'admin-brand-company-overview',
    'admin',
    'admin',
    'admin/brand/page-editor',
  ],
  ['/admin/brands/acme/assets/a1', 'admin-brand-asset', 'admin', 'admin', 'admin/brand/asset'],
  [
    '/admin/brands/acme/assets/a1/edit',
    'admin-brand-asset-edit',
    'admin',
    'admin',
    'admin/brand/asset-edit',
  ],
  [
    '/admin/brands/acme/assets/a1/layout',
    'admin-brand-asset-layout',
    'admin',
    'admin',
    'admin/brand/asset-layout',
  ],
  [
    '/admin/brands/acme/assets/a1/spaces',
    'admin-brand-asset-spaces',
    'admin',
    'admin',
    'admin/brand/asset-spaces',
  ],
  [
    '/admin/brands/acme/contacts/c1',
    'admin-brand-contact',
    'admin',
    'admin',
    'admin/brand/contact',
  ],
  [
    '/admin/brands/acme/previews/p1',
    'admin-brand-viewing-request',
    'admin',
    'admin',
    'admin/brand/viewing-request',
  ],
  // Listed as unguarded by the spec; DESIGN.md section 4 guards every admin route.
  ['/admin/brands/acme/faq', 'admin-brand-faq', 'admin', 'admin', 'admin/brand/faq'],
  ['/admin/brands/acme/info', 'admin-brand-notices', 'admin', 'admin', 'admin/brand/notices'],
  [
    '/admin/brands/acme/thanks-page',
    'admin-brand-thanks-page',
    'admin',
    'admin',
    'admin/brand/page-editor',
  ],
  [
    '/admin/brands/acme/transaction',
    'admin-brand-transaction',
    'admin',
    'admin',
    'admin/brand/page-editor',
  ],
];

/** Routes no spec route names (issue 9: site news and FAQ; issue 11: route rules), one line each. */
const routesBeyondSpec: Expectation[] = [
  ['/admin/news', 'admin-notices', 'admin', 'admin', 'admin/notices'],
  ['/admin/faq', 'admin-faq', 'admin', 'admin', 'admin/faq'],
  ['/admin/route-rules', 'admin-route-rules', 'admin', 'admin', 'admin/route-rules'],
  [
    '/admin/brands/sorakura/billing-settings',
    'admin-brand-billing-settings',
    'admin',
    'admin',
    'admin/brand/billing-settings',
  ],
  [
    '/admin/brands/sorakura/billing/import',
    'admin-brand-statement-import',
    'admin',
    'admin',
    'admin/brand/statement-import',
  ],
  [
    '/admin/brands/sorakura/billing/debit',
    'admin-brand-debit',
    'admin',
    'admin',
    'admin/brand/debit',
  ],
  [
    '/admin/brands/sorakura/users/u1/bills/b1/invoice',
    'admin-brand-member-invoice',
    'admin',
    'admin',
    'admin/brand/member-invoice',
  ],
  [
    '/sorakura/myunit/bills/b1/invoice',
    'brand-myunit-invoice',
    'default',
    'user',
    'brand/myunit-invoice',
  ],
  [
    '/admin/brands/sorakura/mail-templates',
    'admin-brand-mail-templates',
    'admin',
    'admin',
    'admin/brand/mail-templates',
  ],
  // Issue 29: the 監査ログ (operator-wide and per brand) and the brand's メール送信履歴.
  ['/admin/audit', 'admin-audit', 'admin', 'admin', 'admin/audit'],
  ['/admin/brands/sorakura/audit', 'admin-brand-audit', 'admin', 'admin', 'admin/audit'],
  ['/admin/brands/sorakura/mails', 'admin-brand-mails', 'admin', 'admin', 'admin/brand/mails'],
  // Issue 40: the 経営レポート (operator-wide and per brand).
  ['/admin/reports', 'admin-reports', 'admin', 'admin', 'admin/reports'],
  [
    '/admin/brands/sorakura/reports',
    'admin-brand-reports',
    'admin',
    'admin',
    'admin/brand/reports',
  ],
];

const routes = createAppRoutes({ queryClient: new QueryClient() });

function resolve(url: string) {
  const matches = matchRoutes(routes, url);
  if (!matches) throw new Error(`no route for ${url}`);
  const leaf = matches[matches.length - 1]!;
  return {
    id: leaf.route.id,
    layoutRouteId: matches[1]?.route.id,
    handle: leaf.route.handle as AppRouteHandle,
    params: leaf.params,
  };
}

/** The leaf route objects createAppRoutes makes of `entries` (no route-rule step). */
function leavesOf(entries: RouteEntry[]): RouteObject[] {
  const tree = createAppRoutes({
    queryClient: new QueryClient(),
    entries,
    routeRules: { check: async () => undefined, forget: () => undefined },
  });
  return tree[0]!.children!.flatMap((layout) => layout.children ?? []);
}

function callLoader(route: RouteObject, path: string): Promise<unknown> {
  const url = new URL(`http://localhost${path}`);
  const args = { request: new Request(url), url, pattern: route.path!, params: {}, context: {} };
  return Promise.resolve((route.loader as LoaderFunction)(args));
}

function entryFor(id: string | undefined) {
  const entry = routeTable.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no table entry ${id}`);
  return entry;
}

describe('route table', () => {
  it('covers the 58 routes of the spec', () => {
    expect(specRoutes).toHaveLength(58);
  });

  it.each([...specRoutes, ...routesBeyondSpec])(
    '%s → %s in the %s layout with guard %s, screen %s',
    (url, id, layout, guard, screen) => {
      const match = resolve(url);
      expect(match.id).toBe(id);
      expect(match.layoutRouteId).toBe(`layout-${layout}`);
      expect(match.handle).toMatchObject({ layout, guard });
      expect(entryFor(id).screen).toBe(screen);
      // The route's own validation accepts the example, so it renders the screen, not a 404.
      expect(entryFor(id).validate?.(match.params) ?? true).toBe(true);
    },
  );

  it('declares every route once, each path from paths.ts only once', () => {
    const ids = routeTable.map((entry) => entry.id);
    const patterns = routeTable.map((entry) => entry.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(patterns).size).toBe(patterns.length);
    const specIds = new Set([...specRoutes, ...routesBeyondSpec].map(([, id]) => id));
    const catchAlls = routeTable.filter((entry) => !specIds.has(entry.id)).map((entry) => entry.id);
    expect(catchAlls.sort()).toEqual(['admin-not-found', 'brand-not-found']);
  });

  it('names each concept with one parameter name, and derives validation from it', () => {
    const names = new Set(routeTable.flatMap((entry) => [...entry.path.matchAll(/:(\w+)/g)]));
    const allowed = [
      'brandId',
      'assetId',
      'spaceId',
      'noticeId',
      'memberId',
      'contactId',
      'viewingRequestId',
      'billId',
    ];
    expect([...names].map((match) => match[1]).filter((name) => !allowed.includes(name!))).toEqual(
      [],
    );
    for (const entry of routeTable) {
      if (entry.path.includes(':')) expect(entry.validate, entry.path).toBeTypeOf('function');
    }
  });

  it('guards every /admin route except /admin/login and /admin/grantAdmin, and only my unit (and its invoices) for users', () => {
    for (const entry of routeTable) {
      const open = entry.path === '/admin/login' || entry.path === '/admin/grantAdmin';
      if (entry.path.startsWith('/admin')) {
        expect(entry.layout, entry.path).toBe('admin');
        expect(entry.guard, entry.path).toBe(open ? 'none' : 'admin');
      } else {
        expect(entry.guard, entry.path).toBe(
          entry.path.startsWith('/:brandId/myunit') ? 'user' : 'none',
        );
      }
    }
  });

  it('finds a screen module for every admin line, outside the entry (admin-screens)', async () => {
    expect(adminScreenNames).toContain('admin/brand/home');
    expect(adminScreenNames.every((name) => name.startsWith('admin/'))).toBe(true);
    const adminEntries = routeTable.filter((entry) => entry.layout === 'admin');
    expect(adminEntries.length).toBeGreaterThan(30);
    const modules = await Promise.all(adminEntries.map((entry) => entry.load()));
    for (const [index, module] of modules.entries()) {
      expect(module.Component, adminEntries[index]!.id).toBeTypeOf('function');
    }
    expect(() => loadAdminScreen('admin/no-such-screen')).toThrow('画面モジュールがありません');
  });

  it('names a data loader on the line of every route that reads data', () => {
    const withoutData = routeTable.filter((entry) => !entry.loader).map((entry) => entry.id);
    expect(withoutData.sort()).toEqual([
      'admin-grant-admin',
      'admin-login',
      'admin-not-found',
      'brand-not-found',
    ]);
  });

  it('fetches every admin loader with the admin screens, lazily (its code is not in the entry)', async () => {
    for (const entry of routeTable.filter((candidate) => candidate.guard === 'admin')) {
      if (entry.id === 'admin-not-found') continue;
      expect(entry.loader?.preload, entry.id).toBeTypeOf('function');
    }
    const loaders = await Promise.all(Object.values(adminLoaders).map((load) => load()));
    for (const loader of loaders) expect(loader).toBeTypeOf('function');
  });

  it('runs the guard before an admin loader reads anything, and fetches its code meanwhile', async () => {
    const order: string[] = [];
    const reads = vi.fn(() => {
      order.push('read');
      return null;
    });
    const loader = Object.assign(() => reads, { preload: vi.fn(() => order.push('preload')) });
    vi.mocked(adminAuthGuard).mockImplementationOnce(async () => {
      order.push('guard');
      return null;
    });
    const [leaf] = leavesOf([
      {
        id: 'x',
        path: '/admin/x',
        title: 'X',
        layout: 'admin',
        guard: 'admin',
        screen: 'x',
        load: async () => ({ Component: () => null }),
        loader,
      },
    ]);
    await callLoader(leaf!, '/admin/x');
    expect(order).toEqual(['preload', 'guard', 'read']);

    // A visitor the guard turns away causes no read at all.
    reads.mockClear();
    vi.mocked(adminAuthGuard).mockImplementationOnce(async () => redirect('/admin/login'));
    const response = await callLoader(leaf!, '/admin/x');
    expect(response).toBeInstanceOf(Response);
    expect(reads).not.toHaveBeenCalled();
  });

  it('gives each family screen the props of its line, in the route handle', () => {
    expect(resolve('/acme/privacy-policy').handle.props).toEqual({ pageKey: 'privacy-policy' });
    expect(resolve('/admin/brands/acme/thanks-page').handle.props).toEqual({ pageKey: 'thanks' });
    expect(resolve('/admin/js/introduction').handle.props).toEqual({ pageKey: 'introduction' });
    expect(resolve('/acme/list').handle.props).toBeUndefined();
  });

  it('accepts only the one parameter name of each concept', () => {
    expect(validateParams('/admin/brands/:brandId/users/:memberId')).toBeTypeOf('function');
    expect(() => validateParams('/news/:newsId')).toThrow('未知のパラメーター名です: :newsId');
    expect(() => validateParams('/:brandId/preview/:previewId')).toThrow(':previewId');
  });

  it('makes every leaf lazy with a non-lazy loader, so guards run before the chunk arrives', () => {
    for (const layout of routes[0]!.children!) {
      expect(layout.lazy).toBeTypeOf('function');
      for (const leaf of layout.children!) {
        expect(leaf.lazy, leaf.id).toBeTypeOf('function');
        expect(leaf.loader, leaf.id).toBeTypeOf('function');
        expect(leaf.Component, leaf.id).toBeUndefined();
      }
    }
  });

  it.each([
    ['/nope/deeper/still/more/and/more', 'brand-not-found', 'default'],
    ['/news/n-1/extra', 'brand-not-found', 'default'],
    ['/acme/unknown/page', 'brand-not-found', 'default'],
    ['/admin/unknown', 'admin-not-found', 'admin'],
    ['/admin/brands/acme/unknown', 'admin-not-found', 'admin'],
  ])('sends the unknown address %s to the 404 route %s (%s layout)', (url, id, layout) => {
    const match = resolve(url);
    expect(match.id).toBe(id);
    expect(match.layoutRouteId).toBe(`layout-${layout}`);
  });

  it.each([
    ['/NOT_A_BRAND', 'brand-home'], // upper case and underscore
    ['/Acme/flow', 'brand-flow'], // upper case
    ['/a/flow', 'brand-flow'], // too short
    ['/-acme', 'brand-home'], // leading hyphen
    [`/${'a'.repeat(41)}`, 'brand-home'], // too long
    ['/brand', 'brand-home'], // reserved first segment
    ['/assets/x', 'brand-asset'], // reserved first segment
    ['/api/x', 'brand-asset'], // reserved first segment
    ['/acme/a%20b', 'brand-asset'], // space in an id
    ['/acme/info/..', 'brand-notice'], // dot segments
    ['/acme/a1/s%2F1/application', 'brand-application'], // slash inside an id
    ['/brand/acme/asset/%E3%81%82', 'brand-asset-by-number'], // non-ASCII asset number
    ['/admin/brands/ACME/users', 'admin-brand-members'],
    ['/admin/brands/acme/faq'.replace('acme', 'x_y'), 'admin-brand-faq'],
  ])('rejects the invalid parameters of %s (route %s) through validation', (url, id) => {
    const match = resolve(url);
    expect(match.id).toBe(id);
    expect(entryFor(id).validate?.(match.params)).toBe(false);
  });
});
