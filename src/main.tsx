import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { takeOverPrerenderedTop } from '@/app/take-over-prerendered-top';
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
takeOverPrerenderedTop(container);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
