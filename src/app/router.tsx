import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { navigationTarget } from '@/features/build-version/navigation-target';

/**
 * The browser router of the site (the route tree is in create-app-routes.tsx). It reports
 * each navigation's target before the navigation's loaders and lazy imports start, so a chunk
 * error during them reloads into the page the visitor asked for.
 */
export function createAppRouter(routes: RouteObject[]) {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => {
    const next = state.navigation.location;
    navigationTarget.set(next ? router.createHref(next) : null);
  });
  return router;
}
