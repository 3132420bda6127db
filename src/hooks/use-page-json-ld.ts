import { useEffect } from 'react';

/**
 * The page's schema.org data in the head, as one `<script type="application/ld+json"
 * id="page-json-ld">`: the publicPage function writes the same element into the HTML of an
 * asset page, so the app's takeover replaces it instead of adding a second copy; removed when
 * the visitor moves on.
 */
export function usePageJsonLd(data: unknown): void {
  const json = JSON.stringify(data);
  useEffect(() => {
    let element = document.getElementById('page-json-ld');
    if (!element) {
      element = document.createElement('script');
      element.id = 'page-json-ld';
      element.setAttribute('type', 'application/ld+json');
      document.head.append(element);
    }
    element.textContent = json;
    const shown = element;
    return () => shown.remove();
  }, [json]);
}
