import { thumbnailPathOf } from '@/utils/thumbnail-path-of';
import { storageUrl } from './storage-url';

/**
 * The widths of a photo's stored versions (made at upload, src/components/admin/image-upload):
 * the thumbnail (long side ≤ 400 px) and the web-size image (≤ 1600 px).
 */
export const THUMBNAIL_WIDTH = 400;
export const WEB_WIDTH = 1600;

/** `srcset` of an asset photo: the browser takes the thumbnail where it is enough. */
export function photoSrcSet(path: string): string {
  return `${storageUrl(thumbnailPathOf(path))} ${THUMBNAIL_WIDTH}w, ${storageUrl(path)} ${WEB_WIDTH}w`;
}

/** What an asset card's photo takes of the screen (one column on a phone, a grid beyond). */
export const CARD_PHOTO_SIZES = '(min-width: 60rem) 20rem, 100vw';
/** What the asset page's gallery takes (the page column). */
export const GALLERY_PHOTO_SIZES = '(min-width: 60rem) 56rem, 100vw';

const preloaded = new Set<string>();

/**
 * Starts the page's largest image (the brand's hero, the asset's first photo) as soon as a
 * loader knows its path, with high priority: before the screen's code has run and rendered the
 * `<img>`, which then finds it in flight. Same `srcset`/`sizes` as that `<img>`, so the browser
 * picks the same file and downloads it once.
 */
export function preloadImage(path: string, responsive?: { sizes: string }): void {
  if (typeof document === 'undefined' || preloaded.has(path)) return;
  preloaded.add(path);
  const srcset = responsive ? photoSrcSet(path) : null;
  const href = responsive ? null : storageUrl(path);
  // The boot script (its own copy of this module) may have asked already: one request, and the
  // one that started first stays its initiator.
  const asked = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) =>
      srcset ? link.getAttribute('imagesrcset') === srcset : link.getAttribute('href') === href,
  );
  if (asked) return;
  // Attributes rather than properties: the same in every browser, and what the check above reads.
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  if (responsive && srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', responsive.sizes);
  } else if (href) {
    link.setAttribute('href', href);
  }
  document.head.append(link);
}

/**
 * A loader's `preloadImage`, a task later. On the page a visit lands on, the boot script reads
 * the same answer and asks for the same image; on a fast connection the entry can be there as
 * early, and the two race for the same moment. The boot script asking is the truth of a slow
 * phone (its entry arrives seconds after the answer), so the loader lets it go first and then
 * skips what it asked for; after a click inside the app, the loader asks alone.
 */
export function preloadImageSoon(path: string, responsive?: { sizes: string }): void {
  setTimeout(() => preloadImage(path, responsive), 0);
}
