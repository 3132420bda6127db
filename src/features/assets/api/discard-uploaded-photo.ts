import type { UploadedImage } from '@/components/admin/image-upload/upload-image';
import { deleteFromStorage } from '@/lib/firebase-upload';

/**
 * Deletes the files of an upload that could not be added to the asset (best effort: a file
 * left behind is never shown, it only takes up space).
 */
export async function discardUploadedPhoto({ path, thumbnailPath }: UploadedImage): Promise<void> {
  await Promise.allSettled([
    deleteFromStorage(path),
    ...(thumbnailPath ? [deleteFromStorage(thumbnailPath)] : []),
  ]);
}
