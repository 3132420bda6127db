import { data } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { adminAuthGuard, userAuthGuard } from '@/features/auth/guards';
import { withChunkReload } from '@/features/build-version/with-chunk-reload';
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

/**
 * The loader every route gets, not lazy, so it runs while the screen's chunk downloads:
 * validation first (a failure is a 404 that the route's error boundary renders inside the
 * layout), then the guard (which redirects), then the screen's own loader if it has one.
 */
function routeLoader(entry: RouteEntry, load: () => Promise<ScreenModule>): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    if (entry.validate && !entry.validate(args.params)) throw data(null, { status: 404 });
    const guard = guards[entry.guard];
    if (guard) {
      const result: unknown = await guard(args);
      if (result instanceof Response) return result;
    }
    const screen = await load();
    return screen.loader ? screen.loader(args) : null;
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

function leafRoute(entry: RouteEntry): RouteObject {
  const load = withChunkReload(entry.load);
  const handle: AppRouteHandle = { title: entry.title, layout: entry.layout, guard: entry.guard };
  return {
    id: entry.id,
    path: entry.path,
    handle,
    loader: routeLoader(entry, load),
    errorElement: <RouteErrorBoundary />,
    lazy: lazyComponent(load),
  };
}

function layoutRoute(
  layout: LayoutName,
  entries: readonly RouteEntry[],
  layouts: LayoutModules,
): RouteObject {
  const load = withChunkReload(layouts[layout]);
  return {
    id: `layout-${layout}`,
    lazy: lazyComponent(load),
    children: entries.filter((entry) => entry.layout === layout).map(leafRoute),
  };
}

/**
 * The whole route tree: a root (scroll, pending indicator, new-build banner, the error
 * screen for anything no route handles) with one pathless layout route per layout.
 */
export function createAppRoutes(
  entries: readonly RouteEntry[] = routeTable,
  layouts: LayoutModules = layoutModules,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      errorElement: <RouteErrorBoundary />,
      children: (['top', 'default', 'admin'] as const).map((layout) =>
        layoutRoute(layout, entries, layouts),
      ),
    },
  ];
}
