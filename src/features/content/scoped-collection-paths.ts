import { collectionPaths } from '@/lib/model/collection-paths';

/**
 * The FAQ and お知らせ collections of a brand, or of the whole site when `brandId` is null
 * (the same screens edit both: brands/{b}/faqs and faqs, brands/{b}/notices and notices).
 */
export const scopedCollectionPaths = {
  faqs: (brandId: string | null) =>
    brandId ? collectionPaths.brandFaqs(brandId) : collectionPaths.faqs(),
  faq: (brandId: string | null, id: string) =>
    brandId ? collectionPaths.brandFaq(brandId, id) : collectionPaths.faq(id),
  notices: (brandId: string | null) =>
    brandId ? collectionPaths.brandNotices(brandId) : collectionPaths.notices(),
  notice: (brandId: string | null, id: string) =>
    brandId ? collectionPaths.brandNotice(brandId, id) : collectionPaths.notice(id),
};
