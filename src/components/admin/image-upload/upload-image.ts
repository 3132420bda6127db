import type { UploadToStorage } from '@/lib/firebase-upload';
import { imageObjectPath, thumbnailPathOf } from './image-object-path';
import { prepareImage } from './prepare-image';
import type { PrepareImageOptions } from './prepare-image';

export type UploadImageInput = {
  file: File;
  /** The Storage folder, e.g. `brands/sorakura` or `brands/sorakura/assets/SK-101`. */
  folder: string;
  /** The name before the unique suffix (`logo`, `hero`, `photo`, `layout`). */
  name: string;
  /** The uploader: `uploadToStorage` from src/lib/firebase-upload.ts, or a fake in tests. */
  upload: UploadToStorage;
  /** 0–1 over the whole job: converting (first ~30 %), then the bytes. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Passed to prepareImage (e.g. `{ webLongSide: 800, thumbnail: false }` for a logo). */
  prepare?: Omit<PrepareImageOptions, 'onProgress' | 'signal'>;
};

export type UploadedImage = {
  /** Where the web image now is: store this path in the document. */
  path: string;
  /** Where its thumbnail is (`thumbnailPathOf(path)`), or null when none was made. */
  thumbnailPath: string | null;
};

const convertShare = 0.3;

/**
 * The whole pipeline for one picked file: convert it in the browser (prepareImage), then
 * upload the web image and its thumbnail under a new path, with progress over both steps.
 */
export async function uploadImage({
  file,
  folder,
  name,
  upload,
  onProgress,
  signal,
  prepare,
}: UploadImageInput): Promise<UploadedImage> {
  const prepared = await prepareImage(file, {
    ...prepare,
    ...(signal ? { signal } : {}),
    onProgress: (fraction) => onProgress?.(fraction * convertShare),
  });
  const path = imageObjectPath(folder, name, prepared.extension);
  const thumbnail = prepared.thumbnail;
  const total = prepared.web.size + (thumbnail?.size ?? 0);
  const report = (sent: number) =>
    onProgress?.(convertShare + (1 - convertShare) * (total > 0 ? sent / total : 1));

  await upload(path, prepared.web, {
    contentType: prepared.contentType,
    onProgress: (fraction) => report(fraction * prepared.web.size),
    ...(signal ? { signal } : {}),
  });
  if (!thumbnail) {
    onProgress?.(1);
    return { path, thumbnailPath: null };
  }
  const thumbnailPath = thumbnailPathOf(path);
  await upload(thumbnailPath, thumbnail, {
    contentType: prepared.contentType,
    onProgress: (fraction) => report(prepared.web.size + fraction * thumbnail.size),
    ...(signal ? { signal } : {}),
  });
  onProgress?.(1);
  return { path, thumbnailPath };
}
