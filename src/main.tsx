import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from '@/app/app';
import { createAppRoutes } from '@/app/create-app-routes';
import { createQueryClient } from '@/app/create-query-client';
import { createAppRouter } from '@/app/router';
import { startAuth } from '@/features/auth/start-auth';
import { listenForPreloadErrors } from '@/features/build-version/listen-for-preload-errors';
import '@/app/global.css';
import '@/app/landing-styles';

// Before anything lazy is imported, so a chunk of an old deployment reloads once.
listenForPreloadErrors();
// Auth is checked once: at once for someone who may be signed in, after the page is idle for
// a visitor who never was (public pages never wait for it either way).
startAuth();

const container = document.getElementById('root');
if (!container) throw new Error('index.html に #root 要素がありません');

// The route's loaders and code start now; a page from the server takes its reads' answers from
// its own HTML (src/boot/early-reads.ts), so nothing is read again.
const queryClient = createQueryClient();
const router = createAppRouter(createAppRoutes({ queryClient }));
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);

/** Resolves once the first page's loaders and code are in: its first render suspends on nothing. */
function whenReady(dataRouter: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const stop = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

if (container.hasAttribute('data-server-rendered')) {
  // The page is in the HTML (the publicPage function drew it with these very components and
  // data): React takes it over as it is, in small slices of work (a transition) so a phone's
  // main thread is never blocked for long (docs/routing.md, "Public pages: HTML from a function").
  void whenReady(router).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  createRoot(container).render(app);
}
