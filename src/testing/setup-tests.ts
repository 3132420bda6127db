import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout: scrolling APIs either throw "not implemented" or are missing. The
// app scrolls on every navigation, so give them no-op defaults that tests can spy on.
window.scrollTo = () => {};
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
