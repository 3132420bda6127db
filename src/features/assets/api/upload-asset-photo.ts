import { uploadImage } from '@/components/admin/image-upload/upload-image';
import type { UploadedImage } from '@/components/admin/image-upload/upload-image';
import type { UploadTaskContext } from '@/components/admin/image-upload/use-upload-queue';
import { uploadToStorage } from '@/lib/firebase-upload';
import { assetStorageFolder } from '../asset-storage-folder';

export type UploadAssetPhotoInput = { brandId: string; assetId: string; file: File };

/**
 * Converts a picked photo in the browser (long side ≤ 1600 px plus a 400 px thumbnail, WebP or
 * JPEG, EXIF dropped) and uploads both under a new name in the asset's folder:
 * `brands/{b}/assets/{a}/photo-{unique}.webp` and `…-thumb.webp` beside it.
 */
export function uploadAssetPhoto(
  { brandId, assetId, file }: UploadAssetPhotoInput,
  context: UploadTaskContext,
): Promise<UploadedImage> {
  return uploadImage({
    file,
    folder: assetStorageFolder(brandId, assetId),
    name: 'photo',
    upload: uploadToStorage,
    onProgress: context.onProgress,
    signal: context.signal,
  });
}
