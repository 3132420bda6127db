/**
 * How a photo is offered to the browser, for the app's images (src/lib/image-sources.ts) and
 * the pre-rendered ones of the publicPage function, which must ask for the very same files.
 */
import { thumbnailPathOf } from './thumbnail-path-of.js';

/**
 * The widths of a photo's stored versions (made at upload, src/components/admin/image-upload):
 * the thumbnail (long side ≤ 400 px) and the web-size image (≤ 1600 px).
 */
export const THUMBNAIL_WIDTH = 400;
export const WEB_WIDTH = 1600;

/** What an asset card's photo takes of the screen (one column on a phone, a grid beyond). */
export const CARD_PHOTO_SIZES = '(min-width: 60rem) 20rem, 100vw';
/** What the asset page's gallery takes (the page column). */
export const GALLERY_PHOTO_SIZES = '(min-width: 60rem) 56rem, 100vw';

/** `srcset` of an asset photo, by the address of each stored file: the thumbnail where it is enough. */
export function photoSrcSetOf(urlOf: (path: string) => string, path: string): string {
  return `${urlOf(thumbnailPathOf(path))} ${THUMBNAIL_WIDTH}w, ${urlOf(path)} ${WEB_WIDTH}w`;
}

/** The address of a public Storage object from its path, on a given Storage origin and bucket. */
export function storageObjectUrl(origin: string, bucket: string, path: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
}
