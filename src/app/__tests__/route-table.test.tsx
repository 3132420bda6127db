import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminScreenNames, loadAdminScreen } from '../admin-screens';
import { createAppRoutes } from '../create-app-routes';
import type { AppRouteHandle } from '../create-app-routes';
import { routeTable } from '../route-table';
import type { GuardName, LayoutName } from '../route-table';

vi.mock('@/features/auth/guards', () => ({ userAuthGuard: vi.fn(), adminAuthGuard: vi.fn() }));

type Expectation = [url: string, id: string, layout: LayoutName, guard: GuardName];

// One concrete address for every route of spec section 2, with the screen it must reach.
const specRoutes: Expectation[] = [
  // Top-level public routes (top layout)
  ['/faq', 'faq', 'top', 'none'],
  ['/', 'home', 'top', 'none'],
  ['/news', 'news', 'top', 'none'],
  ['/news/n-001', 'news-item', 'top', 'none'],
  // Brand public routes
  ['/acme', 'brand-home', 'default', 'none'],
  ['/acme/flow', 'brand-flow', 'default', 'none'],
  ['/acme/terms', 'brand-terms', 'default', 'none'],
  ['/acme/sitemap', 'brand-sitemap', 'default', 'none'],
  ['/acme/faq', 'brand-faq', 'default', 'none'],
  ['/acme/info', 'brand-info', 'default', 'none'],
  ['/acme/info/i1', 'brand-info-item', 'default', 'none'],
  ['/acme/list', 'brand-list', 'default', 'none'],
  ['/acme/login', 'brand-login', 'default', 'none'],
  ['/acme/login/reset', 'brand-login-reset', 'default', 'none'],
  ['/acme/login/reset-success', 'brand-login-reset-success', 'default', 'none'],
  ['/acme/transaction', 'brand-transaction', 'default', 'none'],
  ['/acme/contact', 'brand-contact', 'default', 'none'],
  ['/acme/contact/thanks', 'brand-contact-thanks', 'default', 'none'],
  ['/acme/preview', 'brand-preview', 'default', 'none'],
  ['/acme/preview/thanks', 'brand-preview-thanks', 'default', 'none'],
  ['/acme/privacy-policy', 'brand-privacy-policy', 'default', 'none'],
  ['/acme/company-overview', 'brand-company-overview', 'default', 'none'],
  ['/acme/a1', 'brand-asset', 'default', 'none'],
  ['/acme/detail/a1/application', 'brand-detail-application', 'default', 'none'],
  // Application flow per space
  ['/acme/a1/s1/application', 'brand-application', 'default', 'none'],
  ['/acme/a1/s1/application/cancel', 'brand-application-cancel', 'default', 'none'],
  ['/acme/a1/s1/application/thanks', 'brand-application-thanks', 'default', 'none'],
  // Brand asset page
  ['/brand/acme/asset/101', 'brand-asset-by-number', 'default', 'none'],
  // Signed-in user route
  ['/acme/myunit', 'brand-myunit', 'default', 'user'],
  // Admin routes
  ['/admin', 'admin-dashboard', 'admin', 'admin'],
  ['/admin/deviceList', 'admin-device-list', 'admin', 'admin'],
  ['/admin/brands', 'admin-brands', 'admin', 'admin'],
  ['/admin/js/partnership', 'admin-js-partnership', 'admin', 'admin'],
  ['/admin/js/transaction', 'admin-js-transaction', 'admin', 'admin'],
  ['/admin/js/introduction', 'admin-js-introduction', 'admin', 'admin'],
  ['/admin/login', 'admin-login', 'admin', 'none'],
  ['/admin/grantAdmin', 'admin-grant-admin', 'admin', 'none'],
  // Admin brand-scoped routes
  ['/admin/brands/acme', 'admin-brand-home', 'admin', 'admin'],
  ['/admin/brands/acme/terms', 'admin-brand-terms', 'admin', 'admin'],
  ['/admin/brands/acme/annotation', 'admin-brand-annotation', 'admin', 'admin'],
  ['/admin/brands/acme/users', 'admin-brand-users', 'admin', 'admin'],
  ['/admin/brands/acme/users/u1', 'admin-brand-user', 'admin', 'admin'],
  ['/admin/brands/acme/assets', 'admin-brand-assets', 'admin', 'admin'],
  ['/admin/brands/acme/billing', 'admin-brand-billing', 'admin', 'admin'],
  ['/admin/brands/acme/contacts', 'admin-brand-contacts', 'admin', 'admin'],
  ['/admin/brands/acme/previews', 'admin-brand-previews', 'admin', 'admin'],
  ['/admin/brands/acme/privacy-policy', 'admin-brand-privacy-policy', 'admin', 'admin'],
  ['/admin/brands/acme/company-overview', 'admin-brand-company-overview', 'admin', 'admin'],
  ['/admin/brands/acme/assets/a1', 'admin-brand-asset', 'admin', 'admin'],
  ['/admin/brands/acme/assets/a1/edit', 'admin-brand-asset-edit', 'admin', 'admin'],
  ['/admin/brands/acme/assets/a1/layout', 'admin-brand-asset-layout', 'admin', 'admin'],
  ['/admin/brands/acme/assets/a1/spaces', 'admin-brand-asset-spaces', 'admin', 'admin'],
  ['/admin/brands/acme/contacts/c1', 'admin-brand-contact', 'admin', 'admin'],
  ['/admin/brands/acme/previews/p1', 'admin-brand-preview', 'admin', 'admin'],
  // Listed as unguarded by the spec; DESIGN.md section 4 guards every admin route.
  ['/admin/brands/acme/faq', 'admin-brand-faq', 'admin', 'admin'],
  ['/admin/brands/acme/info', 'admin-brand-info', 'admin', 'admin'],
  ['/admin/brands/acme/thanks-page', 'admin-brand-thanks-page', 'admin', 'admin'],
  ['/admin/brands/acme/transaction', 'admin-brand-transaction', 'admin', 'admin'],
];

/** Routes no spec route names (issue 9: site news and FAQ; issue 11: route rules), one line each. */
const routesBeyondSpec: Expectation[] = [
  ['/admin/news', 'admin-news', 'admin', 'admin'],
  ['/admin/faq', 'admin-faq', 'admin', 'admin'],
  ['/admin/route-rules', 'admin-route-rules', 'admin', 'admin'],
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
    '%s → %s in the %s layout with guard %s',
    (url, id, layout, guard) => {
      const match = resolve(url);
      expect(match.id).toBe(id);
      expect(match.layoutRouteId).toBe(`layout-${layout}`);
      expect(match.handle).toMatchObject({ layout, guard });
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
      'newsId',
      'infoId',
      'userId',
      'contactId',
      'previewId',
    ];
    expect([...names].map((match) => match[1]).filter((name) => !allowed.includes(name!))).toEqual(
      [],
    );
    for (const entry of routeTable) {
      if (entry.path.includes(':')) expect(entry.validate, entry.path).toBeTypeOf('function');
    }
  });

  it('guards every /admin route except /admin/login and /admin/grantAdmin, and only myunit for users', () => {
    for (const entry of routeTable) {
      const open = entry.path === '/admin/login' || entry.path === '/admin/grantAdmin';
      if (entry.path.startsWith('/admin')) {
        expect(entry.layout, entry.path).toBe('admin');
        expect(entry.guard, entry.path).toBe(open ? 'none' : 'admin');
      } else {
        expect(entry.guard, entry.path).toBe(entry.path === '/:brandId/myunit' ? 'user' : 'none');
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
    ['/acme/info/..', 'brand-info-item'], // dot segments
    ['/acme/a1/s%2F1/application', 'brand-application'], // slash inside an id
    ['/brand/acme/asset/%E3%81%82', 'brand-asset-by-number'], // non-ASCII asset number
    ['/admin/brands/ACME/users', 'admin-brand-users'],
    ['/admin/brands/acme/faq'.replace('acme', 'x_y'), 'admin-brand-faq'],
  ])('rejects the invalid parameters of %s (route %s) through validation', (url, id) => {
    const match = resolve(url);
    expect(match.id).toBe(id);
    expect(entryFor(id).validate?.(match.params)).toBe(false);
  });
});
