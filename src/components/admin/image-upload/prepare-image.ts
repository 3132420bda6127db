import type { Options as CompressionOptions } from 'browser-image-compression';
import { acceptedImageTypes, imageLimits } from './image-limits';
import { imageOutputType } from './image-output-type';
import type { ImageOutputType } from './image-output-type';
import { ImagePreparationError } from './image-preparation-error';

export type PreparedImage = ImageOutputType & {
  /** The image pages show: long side ≤ 1600 px. */
  web: Blob;
  /** The small copy: long side ≤ 400 px (null when not asked for). */
  thumbnail: Blob | null;
};

export type Compress = (file: File, options: CompressionOptions) => Promise<Blob>;

export type PrepareImageOptions = {
  /** Long side of the web image (default 1600 px; a logo needs less). */
  webLongSide?: number;
  /** Make the thumbnail too (default true). */
  thumbnail?: boolean;
  /** 0–1 while the image is being converted. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * Tests inject these; the defaults are browser-image-compression (loaded when the first image
   * is picked, ~17 KB gzip the screen does not need before that) and the canvas check.
   */
  compress?: Compress;
  outputType?: ImageOutputType;
};

export const prepareImageMessages = {
  notImage: 'JPEG・PNG・WebP・AVIF の画像ファイルを選んでください。',
  tooLarge: '画像が大きすぎます。30MB以下のファイルを選んでください。',
  failed: 'この画像は読み込めませんでした。別の画像を選ぶか、JPEG で保存し直してください。',
  stillTooLarge: '画像を5MB以下に縮小できませんでした。別の画像を選んでください。',
} as const;

function isAccepted(type: string): boolean {
  return (acceptedImageTypes as readonly string[]).includes(type);
}

/**
 * Turns a picked file (a phone photo of several MB) into what the site stores: a web-sized
 * image (long side ≤ 1600 px, ≤ ~1 MB) and a thumbnail (≤ 400 px), both WebP or JPEG (see
 * `imageOutputType`). Re-encoding also drops the photo's EXIF data, GPS position included, and
 * applies its orientation. Runs on the main thread: the library's Web Worker would load its
 * script from a CDN, which the CSP (worker-src 'self') and an offline machine refuse.
 */
export async function prepareImage(
  file: File,
  {
    webLongSide = imageLimits.webLongSide,
    thumbnail = true,
    onProgress,
    signal,
    compress,
    outputType = imageOutputType(),
  }: PrepareImageOptions = {},
): Promise<PreparedImage> {
  if (!isAccepted(file.type)) throw new ImagePreparationError(prepareImageMessages.notImage);
  if (file.size > imageLimits.inputMaxBytes) {
    throw new ImagePreparationError(prepareImageMessages.tooLarge);
  }
  const webShare = thumbnail ? 0.8 : 1;
  const common = {
    useWebWorker: false,
    fileType: outputType.contentType,
    initialQuality: 0.82,
    ...(signal ? { signal } : {}),
  } satisfies CompressionOptions;

  // Outside the try: a chunk that cannot load is a network problem, not a bad image.
  const run: Compress = compress ?? (await import('browser-image-compression')).default;
  let web: Blob;
  let thumb: Blob | null = null;
  try {
    web = await run(file, {
      ...common,
      maxWidthOrHeight: webLongSide,
      maxSizeMB: imageLimits.webMaxMiB,
      onProgress: (percent) => onProgress?.((percent / 100) * webShare),
    });
    if (thumbnail) {
      // From the web image, not the original: a fraction of the pixels to decode again.
      const source = new File([web], file.name, { type: outputType.contentType });
      thumb = await run(source, {
        ...common,
        maxWidthOrHeight: imageLimits.thumbnailLongSide,
        maxSizeMB: imageLimits.thumbnailMaxMiB,
        onProgress: (percent) => onProgress?.(webShare + (percent / 100) * (1 - webShare)),
      });
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ImagePreparationError(prepareImageMessages.failed, { cause: error });
  }
  if (web.size > imageLimits.uploadMaxBytes) {
    throw new ImagePreparationError(prepareImageMessages.stillTooLarge);
  }
  onProgress?.(1);
  return { ...outputType, web, thumbnail: thumb };
}
