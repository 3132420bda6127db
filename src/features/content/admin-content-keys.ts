import type { BrandPageKey } from '@/lib/model/brand-page';
import type { SitePageKey } from '@/lib/model/site-page';

/**
 * The query keys of what the content screens edit: the admin key (drafts and unpublished
 * items, never in a visitor's cache) and the public key the site reads the same data under
 * (invalidated after a save, so staff who open the public page in this tab see the change).
 * `brandId` null is the whole site (news/, faqs/).
 */
export const adminContentKeys = {
  brandPage: (brandId: string, key: BrandPageKey) => ({
    admin: ['admin', 'brands', brandId, 'pages', key],
    public: ['brands', brandId, 'pages', key],
  }),
  sitePage: (key: SitePageKey) => ({
    admin: ['admin', 'site', key],
    public: ['site', key],
  }),
  faqs: (brandId: string | null) => ({
    admin: brandId ? ['admin', 'brands', brandId, 'faqs'] : ['admin', 'faqs'],
    public: brandId ? ['brands', brandId, 'faqs'] : ['faqs'],
  }),
  notices: (brandId: string | null) => ({
    admin: brandId ? ['admin', 'brands', brandId, 'infos'] : ['admin', 'news'],
    public: brandId ? ['brands', brandId, 'infos'] : ['news'],
  }),
};
