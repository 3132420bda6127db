function uniqueSuffix(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `${Date.now().toString(36)}-${random}`;
}

/**
 * A new Storage path for an uploaded image, e.g. `brands/sorakura/logo-m3x1k2-1a2b3c4d.webp`:
 * a fresh name per upload, so a replaced image never shows from an old cache and the object
 * can be cached for a year.
 */
export function imageObjectPath(folder: string, name: string, extension: string): string {
  return `${folder.replace(/\/+$/, '')}/${name}-${uniqueSuffix()}.${extension}`;
}

// Public pages build the same path for their srcset (src/utils), so it lives there.
export { thumbnailPathOf } from '@/utils/thumbnail-path-of';
