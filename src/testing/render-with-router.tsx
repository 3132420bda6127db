import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createTestQueryClient } from './render-app';

export type RenderWithRouterOptions = {
  /** The route pattern the element is mounted at, e.g. `paths.brand.login.pattern`. */
  path?: string;
  /** The address to start at, e.g. `/acme/login?redirect=%2Facme%2Fmyunit`. */
  url?: string;
};

/**
 * Renders one screen or component with the real providers inside a memory router, for
 * component tests that do not need the whole route tree (use renderApp for that).
 */
export function renderWithRouter(
  element: ReactElement,
  { path = '/', url = '/' }: RenderWithRouterOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: null },
    ],
    {
      initialEntries: [url],
    },
  );
  const result = render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}
