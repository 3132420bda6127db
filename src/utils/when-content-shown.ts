/** The longest anything waits for the first page's content (a page that never settles). */
export const contentShownTimeoutMs = 5000;

/** How long the page's priority images may take before the wait goes on without them. */
const imageTimeoutMs = 3000;

let shown: Promise<void> | null = null;
let over = false;

const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => resolve())
      : setTimeout(resolve, 16),
  );

/** Resolves on the first animation frame in which `done()` holds. */
async function frameWhen(done: () => boolean): Promise<void> {
  while (!done()) await nextFrame();
}

/** Resolves once every `<img fetchpriority="high">` now in the page has loaded or failed. */
function priorityImagesSettled(): Promise<void> {
  const pending = [
    ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ].filter((image) => !image.complete);
  const settled = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, imageTimeoutMs));
  return Promise.race([Promise.all(settled).then(() => undefined), timeout]);
}

async function waitForContent(): Promise<void> {
  // The boot frame (index.html, then RootHydrateFallback) stays until the app's first page is
  // ready (a page from the server has none: it is drawn already).
  await frameWhen(() => document.querySelector('.boot') === null);
  await priorityImagesSettled();
  // Two frames: the first is the one that paints the page, the second starts after that paint.
  await nextFrame();
  await nextFrame();
}

/**
 * Resolves once the first page's own content has painted: the boot frame is gone, the page's
 * priority images (hero, first photo, logo) have loaded and a frame has been painted with them;
 * at the latest after `contentShownTimeoutMs`. For code and data a page can do without at first
 * (the new-build banner, the list's search box, the unit map below the photos, firebase/auth for
 * visitors who never signed in): they start after the largest paint instead of sharing the
 * phone's bandwidth and main thread with it. One wait per page load; later calls resolve at once
 * once it is over. See docs/ARCHITECTURE.md ("First load").
 */
export function whenContentShown(): Promise<void> {
  shown ??= Promise.race([
    waitForContent(),
    new Promise<void>((resolve) => setTimeout(resolve, contentShownTimeoutMs)),
  ])
    // Nothing here may keep what waits on it from ever starting.
    .catch(() => undefined)
    .then(() => {
      over = true;
    });
  return shown;
}

/** Whether the wait of `whenContentShown` is over (at once true on later pages of the visit). */
export function isContentShown(): boolean {
  return over;
}

let firstPageDone = false;

/**
 * The app's first page has rendered, or hydrated the server's HTML (root-layout.tsx): what
 * follows are later pages of the visit. Until then nothing may hold the first page back for
 * code it can do without (a page from the server is drawn already).
 */
export function markFirstPageDone(): void {
  firstPageDone = true;
}

/** Whether a page being loaded now is a later page of the visit (not the first). */
export function isLaterPage(): boolean {
  return firstPageDone;
}

/** For tests: forget the wait, as a new page load would. */
export function resetContentShownForTests(): void {
  shown = null;
  over = false;
  firstPageDone = false;
}
