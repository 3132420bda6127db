import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { adminAuthGuard, userAuthGuard } from '@/features/auth/guards';
import { withChunkReload } from '@/features/build-version/with-chunk-reload';
import type { RouteRuleStep } from '@/features/route-rules/create-route-rule-step';
import { routeRuleStep } from '@/features/route-rules/route-rule-step';
import { RootHydrateFallback } from './root-hydrate-fallback';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeTable } from './route-table';
import type { GuardName, LayoutName, RouteEntry, ScreenModule } from './route-table';

/** What each route object carries in `handle`, for tests and for screens that need it. */
export type AppRouteHandle = { title: string; layout: LayoutName; guard: GuardName };

const guards: Record<GuardName, LoaderFunction | undefined> = {
  none: undefined,
  user: userAuthGuard,
  admin: adminAuthGuard,
};

export type LayoutModules = Record<
  LayoutName,
  () => Promise<{ Component: ScreenModule['Component'] }>
>;

const layoutModules: LayoutModules = {
  top: () => import('./layouts/top-layout'),
  default: () => import('./layouts/default-layout'),
  admin: () => import('./layouts/admin-layout'),
};

/** What each screen route needs from the options. */
type LeafOptions = Pick<Required<AppRoutesOptions>, 'queryClient' | 'routeRules'>;

/**
 * The loader every route gets, not lazy, so it runs while the screen's chunk downloads (the
 * router starts `lazy` together with it): first the global route-rule step (which may redirect,
 * and waits for the server at most its short timeout; docs/route-rules.md), then validation (a
 * failure is a 404 that the route's error boundary renders inside the layout), then the guard
 * (which redirects), then the screen's own loader with the app's QueryClient.
 */
function routeLoader(
  entry: RouteEntry,
  load: () => Promise<ScreenModule>,
  { queryClient, routeRules }: LeafOptions,
): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    await routeRules.check(args.request);
    if (entry.validate && !entry.validate(args.params)) throw data(null, { status: 404 });
    const screen = load();
    const guard = guards[entry.guard];
    if (guard) {
      const result: unknown = await guard(args);
      if (result instanceof Response) return result;
    }
    const { loader } = await screen;
    return loader ? loader(queryClient)(args) : null;
  };
}

/**
 * The `lazy` of a route. It never rejects: react-router keeps a route whose `lazy` failed
 * marked as unloaded and renders nothing below it (a blank page). Instead a failed import
 * becomes a component that throws the error while rendering, so the nearest error element
 * shows it (leaf routes get it even earlier, from their loader).
 */
function lazyComponent(load: () => Promise<{ Component: ScreenModule['Component'] }>) {
  return async () => {
    try {
      return { Component: (await load()).Component };
    } catch (error) {
      return {
        Component: function FailedToLoad(): never {
          throw error;
        },
      };
    }
  };
}

function leafRoute(entry: RouteEntry, options: LeafOptions): RouteObject {
  const load = withChunkReload(entry.load);
  const handle: AppRouteHandle = { title: entry.title, layout: entry.layout, guard: entry.guard };
  return {
    id: entry.id,
    path: entry.path,
    handle,
    loader: routeLoader(entry, load, options),
    errorElement: <RouteErrorBoundary />,
    lazy: lazyComponent(load),
  };
}

function layoutRoute(
  layout: LayoutName,
  { entries, layouts, ...options }: Required<AppRoutesOptions>,
): RouteObject {
  const load = withChunkReload(layouts[layout]);
  return {
    id: `layout-${layout}`,
    lazy: lazyComponent(load),
    children: entries
      .filter((entry) => entry.layout === layout)
      .map((entry) => leafRoute(entry, options)),
  };
}

/**
 * The whole route tree: a root (scroll, pending indicator, new-build banner, the error
 * screen for anything no route handles) with one pathless layout route per layout.
 */
export type AppRoutesOptions = {
  /** The app's one QueryClient, shared with the provider: loaders fill the cache it reads. */
  queryClient: QueryClient;
  entries?: readonly RouteEntry[];
  layouts?: LayoutModules;
  /** The global route-rule step; by default the app's one (tests pass their own). */
  routeRules?: RouteRuleStep;
};

export function createAppRoutes({
  queryClient,
  entries = routeTable,
  layouts = layoutModules,
  routeRules = routeRuleStep,
}: AppRoutesOptions): RouteObject[] {
  const options = { queryClient, entries, layouts, routeRules };
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      errorElement: <RouteErrorBoundary />,
      children: (['top', 'default', 'admin'] as const).map((layout) =>
        layoutRoute(layout, options),
      ),
    },
  ];
}
