import { collectionPaths } from '@/lib/model/collection-paths';

/**
 * The FAQ and お知らせ collections of a brand, or of the whole site when `brandId` is null
 * (the same screens edit both: brands/{b}/faqs and faqs, brands/{b}/infos and news).
 */
export const scopedCollectionPaths = {
  faqs: (brandId: string | null) =>
    brandId ? collectionPaths.brandFaqs(brandId) : collectionPaths.faqs(),
  faq: (brandId: string | null, id: string) =>
    brandId ? collectionPaths.brandFaq(brandId, id) : collectionPaths.faq(id),
  notices: (brandId: string | null) =>
    brandId ? collectionPaths.brandInfos(brandId) : collectionPaths.news(),
  notice: (brandId: string | null, id: string) =>
    brandId ? collectionPaths.brandInfo(brandId, id) : collectionPaths.newsItem(id),
};
