import { deleteObject, ref, uploadBytesResumable } from 'firebase/storage';
import { storage } from './firebase-storage';

export type UploadOptions = {
  /** Stored with the object; storage.rules check it (image/(jpeg|png|webp|avif)). */
  contentType: string;
  /** 0–1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload (the promise rejects with storage/canceled). */
  signal?: AbortSignal;
};

/** Puts `data` at `path` in Storage (the shape the admin kit's upload queue is given). */
export type UploadToStorage = (path: string, data: Blob, options: UploadOptions) => Promise<void>;

/**
 * Every uploaded image has a path of its own (a new name per upload, never overwritten), so it
 * may be cached for a year like the site's hashed scripts.
 */
const cacheControl = 'public, max-age=31536000, immutable';

/**
 * Uploads with the resumable protocol (chunks, retried by the SDK on a flaky phone connection)
 * and reports progress. Admin only: firebase/storage stays out of public chunks.
 */
export const uploadToStorage: UploadToStorage = (path, data, { contentType, onProgress, signal }) =>
  new Promise<void>((resolve, reject) => {
    const task = uploadBytesResumable(ref(storage, path), data, { contentType, cacheControl });
    const onAbort = () => task.cancel();
    if (signal?.aborted) task.cancel();
    signal?.addEventListener('abort', onAbort, { once: true });
    task.on(
      'state_changed',
      (snapshot) => {
        if (snapshot.totalBytes > 0) onProgress?.(snapshot.bytesTransferred / snapshot.totalBytes);
      },
      (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
      () => {
        signal?.removeEventListener('abort', onAbort);
        onProgress?.(1);
        resolve();
      },
    );
  });

/** Deletes the object at `path`; one that is already gone counts as deleted. */
export async function deleteFromStorage(path: string): Promise<void> {
  try {
    await deleteObject(ref(storage, path));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return;
    throw error;
  }
}

/**
 * Swaps the object a document names, in the order that never leaves a page naming a missing
 * file: `upload` the new object (null: the document will name none), `point` the document at
 * it — the new object is deleted again if that fails, so none is left that nothing names —
 * then delete the previous one (if that fails, an unused file stays behind: it costs storage
 * and breaks nothing).
 */
export async function replaceStoredObject({
  upload,
  point,
  previousPath,
}: {
  upload: (() => Promise<string>) | null;
  point: (path: string | null) => Promise<void>;
  previousPath: string | null;
}): Promise<string | null> {
  const path = upload ? await upload() : null;
  try {
    await point(path);
  } catch (error) {
    if (path) await deleteFromStorage(path).catch(() => undefined);
    throw error;
  }
  if (previousPath && previousPath !== path) {
    await deleteFromStorage(previousPath).catch((error: unknown) => {
      console.warn(`古いファイルを削除できませんでした（${previousPath}）`, error);
    });
  }
  return path;
}
