import { adminErrorMessage, adminErrorMessages } from '../admin-error-message';
import { ImagePreparationError } from './image-preparation-error';

/** The Japanese reason an image upload failed: the file itself, the rules, the network. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ImagePreparationError) return error.message;
  return adminErrorMessage(error, adminErrorMessages.uploadFailed);
}
