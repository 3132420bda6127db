import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { SpaceChangeError } from './space-change-set';

/**
 * The Japanese reason a space change failed: the screen's own refusal (a taken id, a held
 * space), the rules, the network, or `fallback`.
 */
export function spaceAdminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof SpaceChangeError) return error.message;
  return adminErrorMessage(error, fallback);
}
