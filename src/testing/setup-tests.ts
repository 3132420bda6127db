import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// findBy…/waitFor wait for the state up to 20 s, not 1: a route's lazy screen is transformed and
// imported on first use, which on a busy 2-core machine from a fresh clone (no transform cache)
// took more than 3 s (app-routes failed so). A wait that succeeds returns as soon as it does; a
// test never passes a shorter timeout of its own (docs/testing.md).
configure({ asyncUtilTimeout: 20_000 });

// The files of the 'web' project share one jsdom per worker (vitest.config.ts): each starts
// from the document, address and storage a fresh jsdom would have, whatever the file before it
// left (a <meta> the page set, a signed-in flag in localStorage).
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
document.documentElement.removeAttribute('lang');
window.history.replaceState(null, '', '/');
window.localStorage.clear();
window.sessionStorage.clear();

// jsdom has no layout: scrolling APIs either throw "not implemented" or are missing. The
// app scrolls on every navigation, so give them no-op defaults that tests can spy on.
window.scrollTo = () => {};
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
