import type { BrandPageKey } from '@/lib/model/brand-page';
import type { SitePageKey } from '@/lib/model/site-page';

/** A brand's, or the whole site's (`brandId` null: news/, faqs/). */
const faqs = (brandId: string | null) =>
  brandId ? (['brands', brandId, 'faqs'] as const) : (['faqs'] as const);
const notices = (brandId: string | null) =>
  brandId ? (['brands', brandId, 'notices'] as const) : (['notices'] as const);
const brandPage = (brandId: string, key: BrandPageKey) =>
  ['brands', brandId, 'pages', key] as const;
const sitePage = (key: SitePageKey) => ['site', key] as const;

/** The staff key of what the public reads under `key`: drafts never land in a visitor's cache. */
const staff = <K extends readonly unknown[]>(key: K) => ['admin', ...key] as const;

/**
 * The content's query keys: public reads (published only) as the Firestore paths, and the staff
 * reads of the same data under `contentKeys.staff(public key)` = `['admin', …the public key]`. A save invalidates both, so staff
 * who open the public page in this tab see the change.
 */
export const contentKeys = {
  staff,
  faqs,
  notices,
  notice: (brandId: string | null, id: string) => [...notices(brandId), id] as const,
  brandPage,
  sitePage,
};
