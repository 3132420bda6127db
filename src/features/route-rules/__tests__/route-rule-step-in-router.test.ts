import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteRuleAnswer } from '../api/fetch-route-rule';
import { createRouteRuleStep } from '../create-route-rule-step';
import type { RouteRuleStep } from '../create-route-rule-step';

const rules: Record<string, string> = {
  '/old': '/new',
  '/loop-a': '/loop-b',
  '/loop-b': '/loop-a',
};

function lookup(path: string): Promise<RouteRuleAnswer | null> {
  const to = rules[path];
  return Promise.resolve(to ? { from: path, to, status: 301 } : null);
}

/** Routes whose loader is the step, as createAppRoutes wires it. */
function routes(step: RouteRuleStep): RouteObject[] {
  const loader = async ({ request }: { request: Request }) => {
    await step.check(request);
    return new URL(request.url).pathname;
  };
  return [{ path: '*', loader, Component: () => null }];
}

async function idle(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
}

describe('the route-rule step inside react-router', () => {
  it('sends a link to /old to /new: back returns to the page before, never to /old', async () => {
    const step = createRouteRuleStep({ lookup, documentUrl: () => 'http://localhost/start' });
    const router = createMemoryRouter(routes(step), { initialEntries: ['/start'] });
    await idle(router);
    await router.navigate('/old?ref=x');
    await idle(router);
    expect(router.state.location).toMatchObject({ pathname: '/new', search: '?ref=x' });
    await router.navigate(-1);
    await idle(router);
    expect(router.state.location.pathname).toBe('/start');
    router.dispose();
  });

  it('replaces the first entry on a first load of /old', async () => {
    const step = createRouteRuleStep({ lookup, documentUrl: () => 'http://localhost/old' });
    const router = createMemoryRouter(routes(step), { initialEntries: ['/old'] });
    await idle(router);
    expect(router.state.location.pathname).toBe('/new');
    expect(router.state.historyAction).toBe('REPLACE');
    router.dispose();
  });

  it('renders the second page of an A → B → A loop and warns', async () => {
    const warn = vi.fn();
    const step = createRouteRuleStep({ lookup, warn, documentUrl: () => 'http://localhost/' });
    const router = createMemoryRouter(routes(step), { initialEntries: ['/'] });
    await idle(router);
    await router.navigate('/loop-a');
    await idle(router);
    expect(router.state.location.pathname).toBe('/loop-b');
    expect(router.state.loaderData).toMatchObject({ 0: '/loop-b' });
    expect(warn).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
