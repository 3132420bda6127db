/** The longest anything waits for an idle moment. */
export const idleTimeoutMs = 4000;

/**
 * Resolves once the page has loaded and the browser is idle (or after `idleTimeoutMs`): for
 * work that must not count against a public page's first load (firebase/auth for visitors
 * who never signed in, the markdown renderer on the home page).
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) {
        requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
