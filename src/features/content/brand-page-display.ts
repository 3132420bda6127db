import type { BrandPageKey } from '@/lib/model/brand-page';

/** The brand pages visitors open as pages of their own (注記 and 完了ページ are parts of others). */
export type PublicBrandPageKey = Exclude<BrandPageKey, 'annotation' | 'thanks'>;

/**
 * How each public brand page shows under its title, on the public page and in the editor's
 * preview alike: 版 and 更新日 only where a customer agrees to a version (利用規約), a table of
 * contents on the long pages.
 */
export const brandPageDisplay: Record<
  PublicBrandPageKey,
  { showVersion?: boolean; showOutline?: boolean }
> = {
  flow: { showOutline: true },
  terms: { showVersion: true, showOutline: true },
  'privacy-policy': { showOutline: true },
  'company-overview': {},
  transaction: {},
};
