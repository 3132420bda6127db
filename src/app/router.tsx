import { createBrowserRouter } from 'react-router';
import { createAppRoutes } from './create-app-routes';

/** The browser router of the site (the route tree is in create-app-routes.tsx). */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
