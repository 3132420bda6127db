/** A file that cannot become a web image; `message` is the Japanese text to show. */
export class ImagePreparationError extends Error {
  override name = 'ImagePreparationError';
}
