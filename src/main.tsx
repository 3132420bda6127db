import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initAuth } from '@/features/auth/init-auth';
import { listenForPreloadErrors } from '@/features/build-version/listen-for-preload-errors';
import '@/app/global.css';

// Before anything lazy is imported, so a chunk of an old deployment reloads once.
listenForPreloadErrors();
// Auth is checked once, in parallel with the first render: public pages never wait for it.
initAuth();

const container = document.getElementById('root');
if (!container) throw new Error('index.html に #root 要素がありません');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
