import { ImagePreparationError } from '@/components/admin/image-upload/image-preparation-error';
import { prepareImageMessages } from '@/components/admin/image-upload/prepare-image';
import { acceptedImageTypes } from '@/components/admin/image-upload/image-limits';
import { letterboxBox } from './layout-frame';

/**
 * A picked floor plan redrawn in the unit map's 8 × 5 frame (see layoutFrame), centred on
 * white, as a PNG file for the kit's prepareImage (which then converts and compresses it).
 * Drawn through createImageBitmap, which applies a photo's EXIF orientation.
 */
export async function fitLayoutImage(file: File): Promise<File> {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
    throw new ImagePreparationError(prepareImageMessages.notImage);
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new ImagePreparationError(prepareImageMessages.failed, { cause: error });
  }
  try {
    const box = letterboxBox(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = box.width;
    canvas.height = box.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImagePreparationError(prepareImageMessages.failed);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, box.width, box.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, box.drawX, box.drawY, box.drawWidth, box.drawHeight);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new ImagePreparationError(prepareImageMessages.failed);
    const name = file.name.replace(/\.[^.]+$/, '') || 'layout';
    return new File([blob], `${name}.png`, { type: 'image/png' });
  } finally {
    bitmap.close();
  }
}
