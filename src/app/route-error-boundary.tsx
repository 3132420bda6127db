import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/errors/error-screen';
import { NotFound } from '@/components/errors/not-found';

/**
 * A route's error element: a 404 (failed validation, `throw data(null, { status: 404 })`)
 * is the 404 page, with the loader's message if it threw one; anything else is the error
 * screen. On a leaf route both render inside the layout.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message =
      typeof error.data === 'string' && error.data.trim() !== '' ? error.data : undefined;
    return <NotFound message={message} />;
  }
  return <ErrorScreen />;
}
