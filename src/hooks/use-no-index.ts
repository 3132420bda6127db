import { useEffect } from 'react';

/** What every page but the 404 tells search engines (index.html). */
const siteRobots = 'index,follow';

/**
 * Tells search engines not to index the page while the component shows: the 404 page of an id
 * that does not exist is answered with HTTP 200 by the static SPA (docs/routing.md, "Soft 404s"),
 * so `<meta name="robots" content="noindex">` is what keeps it out of the index. The page's own
 * robots value (index.html: `index,follow`) comes back when the visitor moves on.
 */
export function useNoIndex(): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    // A 404 from the publicPage function arrives as `noindex`: the page moved to next is not one.
    const previous = meta ? (meta.content === 'noindex' ? siteRobots : meta.content) : null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex';
    const element = meta;
    return () => {
      if (previous === null) element.remove();
      else element.content = previous;
    };
  }, []);
}
