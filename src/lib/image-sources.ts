import { photoSrcSetOf } from '../../functions/src/public-pages/photo-sources';
import { storageUrl } from './storage-url';

export {
  CARD_PHOTO_SIZES,
  GALLERY_PHOTO_SIZES,
  THUMBNAIL_WIDTH,
  WEB_WIDTH,
} from '../../functions/src/public-pages/photo-sources';

/** `srcset` of an asset photo: the browser takes the thumbnail where it is enough. */
export function photoSrcSet(path: string): string {
  return photoSrcSetOf(storageUrl, path);
}

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
