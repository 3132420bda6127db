import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { navigationTarget } from '@/features/build-version/navigation-target';
import { createAppRoutes } from '../create-app-routes';
import type { RouteEntry } from '../route-table';
import { createAppRouter } from '../router';

vi.mock('@/features/auth/guards', () => ({ userAuthGuard: vi.fn(), adminAuthGuard: vi.fn() }));

const page = (id: string, path: string): RouteEntry => ({
  id,
  path,
  title: id,
  layout: 'top',
  guard: 'none',
  screen: 'test',
  load: async () => ({ Component: () => null }),
});

describe('createAppRouter', () => {
  it('reports where each navigation is heading while it loads, and clears it after', async () => {
    const set = vi.spyOn(navigationTarget, 'set');
    const router = createAppRouter(
      createAppRoutes({
        queryClient: new QueryClient(),
        entries: [page('home', '/'), page('list', '/:brandId/list')],
      }),
    );
    // createBrowserRouter starts the first load itself.
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    set.mockClear();

    await router.navigate('/acme/list?area=tokyo#results');
    expect(set.mock.calls.map(([url]) => url)).toContain('/acme/list?area=tokyo#results');
    expect(set).toHaveBeenLastCalledWith(null);
    expect(router.state.location.pathname).toBe('/acme/list');
    router.dispose();
    set.mockRestore();
  });
});
