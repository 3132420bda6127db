/**
 * The public pages rendered on the server: the publicPage function (functions/src/public-pages)
 * calls `renderPage` for a visitor's first load, and the HTML it gets is the page the browser's
 * app then hydrates (src/main.tsx): the same route table, loaders, screens and components, the
 * same reads (their answers ride in the page for the app), so what a visitor, a link preview
 * or a crawler without JavaScript reads is the page itself. Built on its own for Node
 * (vite.ssr.config.ts); see docs/routing.md ("Public pages: HTML from a function").
 */
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { createAppRoutes } from '@/app/create-app-routes';
import { createQueryClient } from '@/app/create-query-client';
import { AppProvider } from '@/app/provider';
import { routeTable } from '@/app/route-table';
import type { RouteRuleStep } from '@/features/route-rules/create-route-rule-step';
import type { PublicRead } from '../../functions/src/public-pages/page-reads';
import type { RenderedPage, RenderInput } from '../../functions/src/public-pages/server-render';
import { serverContext, type ReadAnswer } from './server-context';

export type { RenderedPage, RenderInput } from '../../functions/src/public-pages/server-render';

/** The function has looked the path's route rule up already (it answered with this page). */
const noRouteRules: RouteRuleStep = { check: () => Promise.resolve(), forget: () => {} };

/** The modules of the matched routes: the layout (`layout-top`…) and the screen. */
function modulesOf(context: StaticHandlerContext): string[] {
  return context.matches.flatMap(({ route }) => {
    if (route.id.startsWith('layout-')) return [`src/app/layouts/${route.id.slice(7)}-layout.tsx`];
    const entry = routeTable.find((line) => line.id === route.id);
    return entry ? [`src/app/routes/${entry.screen}.tsx`] : [];
  });
}

/**
 * Renders the page at `url` as the app would once its data is in: the route's loaders run
 * (their reads go through `input.read`), then React renders the whole page, waiting for what
 * suspends (lazy parts, a section's data) so the HTML is complete. Throws when a read fails or
 * the page is an error page: the function then serves the plain app, which tries again.
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const context = {
    read: input.read,
    reads: new Map<string, { read: PublicRead; answer: Promise<ReadAnswer> }>(),
    failed: [] as unknown[],
    hostname: input.hostname,
    head: { origin: input.origin },
  };
  return serverContext.run(context, async () => {
    const queryClient = createQueryClient();
    const routes = createAppRoutes({ queryClient, routeRules: noRouteRules });
    const handler = createStaticHandler(routes);
    const signal = AbortSignal.timeout(input.timeoutMs ?? 8000);
    const result = await handler.query(new Request(input.url, { signal }));
    if (result instanceof Response) {
      const location = result.headers.get('Location');
      if (result.status >= 300 && result.status < 400 && location) {
        return { kind: 'redirect', status: result.status, location };
      }
      throw new Error(`renderPage: the route answered ${result.status}`);
    }
    if (result.statusCode >= 500) throw new Error(`renderPage: status ${result.statusCode}`);
    const router = createStaticRouter(handler.dataRoutes, result);
    const page = (
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={result} hydrate={false} />
      </AppProvider>
    );
    // The whole page once everything that suspends (a lazy part's code, a section's data) is in,
    // every part in its place: a long page's parts are not moved to its end with inline scripts
    // to reveal them (the CSP runs none), whatever their size.
    const { prelude } = await prerender(page, {
      signal,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const html = await new Response(prelude).text();
    // Cut short, or still waiting for something: the plain app draws the page instead.
    if (signal.aborted) throw new Error(`renderPage: ${input.url} took too long`);
    if (/<!--\$[?!]|<script/.test(html))
      throw new Error(`renderPage: ${input.url} suspended again`);
    const answers = await Promise.all(
      [...context.reads.values()].map(async ({ read, answer }) => ({ read, answer: await answer })),
    );
    if (context.failed.length > 0) throw context.failed[0];
    return {
      kind: 'page',
      status: result.statusCode,
      html,
      head: context.head,
      reads: answers.map(({ read, answer }) => [read, answer.status, answer.body]),
      modules: modulesOf(result),
    };
  });
}
