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
import type { RouteProps } from './screen-props';

/**
 * What each route object carries in `handle`: for tests, and for screens that read their line
 * (`useRouteLine()`: the title, and a family screen's props).
 */
export type AppRouteHandle = {
  title: string;
  layout: LayoutName;
  guard: GuardName;
  props?: RouteProps;
};

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
 * The loader every route gets, not lazy. The global route-rule step (docs/route-rules.md) asks
 * the server about the path while the route's own work already runs: validation (a failure is
 * a 404 that the route's error boundary renders inside the layout), the screen's chunk, the
 * guard (which redirects), then the screen's data from the table's loader. So chunk and data load
 * side by side, and the rule lookup adds no wait when there is no rule (nearly always). When
 * the step redirects, the route's work is dropped (its reads cost nothing but a request).
 */
function routeLoader(
  entry: RouteEntry,
  load: () => Promise<ScreenModule>,
  { queryClient, routeRules }: LeafOptions,
): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const rule = routeRules.check(args.request);
    const work = (async () => {
      if (entry.validate && !entry.validate(args.params)) throw data(null, { status: 404 });
      const screen = load();
      // A lazily fetched loader's code (not its reads) downloads while the guard decides.
      entry.loader?.preload?.();
      const guard = guards[entry.guard];
      if (guard) {
        const result: unknown = await guard(args);
        if (result instanceof Response) return result;
      }
      // Data only once the guard has let the visitor in, then side by side with the chunk.
      const tableData = entry.loader ? entry.loader(queryClient)(args) : null;
      // Judged below; if the chunk fails first, this must not become an unhandled rejection.
      if (tableData instanceof Promise) tableData.catch(() => undefined);
      // A screen may want more than its chunk before it is drawn (its `ready`).
      await (await screen).ready?.();
      return await tableData;
    })();
    // Judged only after the rule: a redirect must win over this route's 404 or errors.
    work.catch(() => undefined);
    await rule;
    return work;
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
  const handle: AppRouteHandle = {
    title: entry.title,
    layout: entry.layout,
    guard: entry.guard,
    ...(entry.props ? { props: entry.props } : {}),
  };
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
