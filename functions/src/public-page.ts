import { onRequest } from 'firebase-functions/https';
import { handlePublicPage } from './public-pages/handle-public-page.js';

/**
 * The public pages' HTML behind Hosting's rewrites (firebase.json): each page with its own head,
 * pre-rendered top and data, route rules as real redirects, real 404s and /sitemap.xml
 * (docs/routing.md, "Public pages: HTML from a function"). Hosting's CDN caches
 * the answers, so most visits never reach it.
 */
export const publicPage = onRequest({ memory: '256MiB', concurrency: 80 }, (req, res) =>
  handlePublicPage(req, res),
);
