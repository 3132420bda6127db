export type ImageOutputType = {
  contentType: 'image/webp' | 'image/jpeg';
  extension: 'webp' | 'jpg';
};

const webp: ImageOutputType = { contentType: 'image/webp', extension: 'webp' };
const jpeg: ImageOutputType = { contentType: 'image/jpeg', extension: 'jpg' };

let cached: ImageOutputType | null = null;

function canEncodeWebp(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    return canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    return false;
  }
}

/**
 * WebP when this browser's canvas can encode it (Chromium, Firefox): about a third smaller than
 * JPEG at the same quality, keeps a logo's transparency, and every browser the site supports
 * displays it. Otherwise JPEG (Safari's canvas cannot write WebP and would silently hand back
 * a PNG several times larger).
 */
export function imageOutputType(): ImageOutputType {
  if (cached) return cached;
  cached = canEncodeWebp() ? webp : jpeg;
  return cached;
}
