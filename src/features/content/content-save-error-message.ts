import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { contentAdminMessages } from './content-admin-messages';
import { PageChangedError } from './page-changed-error';

/** A failed save of a page, FAQ or お知らせ in Japanese. */
export function contentSaveErrorMessage(error: unknown): string {
  if (error instanceof PageChangedError) {
    return contentAdminMessages.pageChanged(error.currentVersion);
  }
  return adminErrorMessage(error, adminErrorMessages.saveFailed);
}
