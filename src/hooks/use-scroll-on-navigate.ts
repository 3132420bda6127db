import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to keep looking for a hash target that renders late (data still loading). */
const anchorWaitMs = 1500;
const anchorRetryMs = 50;

function scrollBehavior(): ScrollBehavior {
  // Smooth by default (spec); people who asked the OS for less motion get a jump.
  const reduce =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

function anchorElement(hash: string): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the raw text up instead of failing.
  }
  return document.getElementById(id);
}

/**
 * Page changes scroll to the top; a hash scrolls to the element with that id (spec section 2).
 * The very first render keeps the browser's own position unless there is a hash. Staying on the
 * same page while the hash goes away (`#spaces` → `?space=…` when a space on the unit map is
 * tapped, issue 19.1) is not a page change: the view stays where it is.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  const lastPathname = useRef(pathname);

  useEffect(() => {
    const first = isFirstRender.current;
    isFirstRender.current = false;
    const samePage = lastPathname.current === pathname;
    lastPathname.current = pathname;
    const behavior = scrollBehavior();

    if (hash !== '' && hash !== '#') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const startedAt = Date.now();
      const tryScroll = () => {
        const target = anchorElement(hash);
        if (target) {
          target.scrollIntoView({ behavior, block: 'start' });
        } else if (Date.now() - startedAt < anchorWaitMs) {
          timer = setTimeout(tryScroll, anchorRetryMs);
        }
      };
      tryScroll();
      return () => clearTimeout(timer);
    }

    if (!first && !samePage) window.scrollTo({ top: 0, left: 0, behavior });
    return undefined;
  }, [pathname, hash]);
}
