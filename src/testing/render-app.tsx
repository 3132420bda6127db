import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
// RouterProvider from 'react-router', not 'react-router/dom': under Vitest the /dom entry is
// loaded by Node and gets a second copy of the router's contexts.
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { createAppRoutes } from '@/app/create-app-routes';
import type { LayoutModules } from '@/app/create-app-routes';
import type { RouteEntry } from '@/app/route-table';
import { AppProvider } from '@/app/provider';

export type RenderAppOptions = {
  /** A whole route tree of its own; by default the app's tree from `entries` and `layouts`. */
  routes?: RouteObject[];
  /** Route table entries instead of the real table. */
  entries?: readonly RouteEntry[];
  layouts?: LayoutModules;
  queryClient?: QueryClient;
};

export type RenderAppResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/** A query client for tests: no retries, so a failing query fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders the app at `url` with the real providers and a memory router over the real route
 * tree (or `options.routes`). Use `router.state.location` to see where navigation ended.
 */
export function renderApp(url: string, options: RenderAppOptions = {}): RenderAppResult {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const routes =
    options.routes ??
    createAppRoutes({
      queryClient,
      ...(options.entries ? { entries: options.entries } : {}),
      ...(options.layouts ? { layouts: options.layouts } : {}),
    });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
