/**
 * A page from the publicPage function arrives with its top already drawn (`#prerender`, beside
 * the empty `#root`): header, heading, largest image. The app renders into `#root` as usual and,
 * the moment its first page (or error screen) is in the document, the pre-rendered copy goes, in
 * the same task, before the browser paints: the visitor never sees both, nor a skeleton in
 * between (RootHydrateFallback draws nothing while the copy is there). Replacing rather than
 * hydrating: the function draws only the top, in plain HTML, not React's tree. Because the
 * app's elements are laid out exactly where the copy's were (test/e2e/public-html.test.ts), and
 * its images are the very files already loaded, nothing moves and the largest image is not
 * painted a second time any larger.
 */
export function takeOverPrerenderedTop(container: HTMLElement): void {
  const prerendered = document.getElementById('prerender');
  if (!prerendered) return;
  const observer = new MutationObserver(() => {
    if (!container.firstChild) return;
    prerendered.remove();
    observer.disconnect();
  });
  observer.observe(container, { childList: true });
}

/** Whether the page's top is still the function's copy (the app has not rendered yet). */
export function hasPrerenderedTop(): boolean {
  return typeof document !== 'undefined' && document.getElementById('prerender') !== null;
}
