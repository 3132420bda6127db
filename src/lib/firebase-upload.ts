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
