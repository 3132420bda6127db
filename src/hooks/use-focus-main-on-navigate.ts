import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a page change, moves keyboard and screen-reader focus to the new page's `<main>`
 * (as a full page load would start from the top), without scrolling: scrolling is
 * useScrollOnNavigate's job. The first page, hash-only changes and a screen that focused one
 * of its own elements keep their focus.
 */
export function useFocusMainOnNavigate(mainId = 'main'): void {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    // A screen that focused something of its own (e.g. a form's first field) keeps it.
    if (!main || main.contains(document.activeElement)) return;
    main.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
