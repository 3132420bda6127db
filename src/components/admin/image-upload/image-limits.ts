/**
 * The sizes the upload pipeline works to. Storage accepts brand images (logos, heroes, asset
 * photos, layout drawings) as image/(jpeg|png|webp|avif) of at most 5 MiB (storage.rules).
 */
export const imageLimits = {
  /** The long side of the image pages show: sharp on a 2× phone screen and a laptop's hero band. */
  webLongSide: 1600,
  /** The long side of the thumbnail (cards, admin lists, the photo order). */
  thumbnailLongSide: 400,
  /** Targets for the compressor; a phone photo of 5 MB ends around 200–500 KB. */
  webMaxMiB: 1,
  thumbnailMaxMiB: 0.15,
  /** What staff may pick: larger files are not worth decoding in a phone's browser. */
  inputMaxBytes: 30 * 1024 * 1024,
  /** storage.rules: brands/** ≤ 5 MiB. */
  uploadMaxBytes: 5 * 1024 * 1024,
} as const;

/** The types a browser can decode into a canvas, and the ones Storage accepts. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** For `<input type="file" accept>`. */
export const acceptedImageInput = acceptedImageTypes.join(',');
