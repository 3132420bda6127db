/**
 * The paths of what visitors read (published brands, assets, spaces, news, FAQ, the site's
 * pages): part of the SPA's collectionPaths, and on their own for the public readers, the boot
 * script (src/boot), whose first-load chunks must not carry the paths of the customer's and
 * staff's collections, and the publicPage function, which reads the same documents. No imports:
 * the SPA takes this module as it is (src/lib/model/public-collection-paths.ts).
 */
export const publicCollectionPaths = {
  brands: () => 'brands',
  brand: (brandId: string) => `brands/${brandId}`,
  brandFaqs: (brandId: string) => `brands/${brandId}/faqs`,
  brandNotices: (brandId: string) => `brands/${brandId}/notices`,
  brandNotice: (brandId: string, id: string) => `brands/${brandId}/notices/${id}`,
  brandPage: (brandId: string, key: string) => `brands/${brandId}/pages/${key}`,
  assets: (brandId: string) => `brands/${brandId}/assets`,
  asset: (brandId: string, assetId: string) => `brands/${brandId}/assets/${assetId}`,
  spaces: (brandId: string, assetId: string) => `brands/${brandId}/assets/${assetId}/spaces`,
  notices: () => 'notices',
  notice: (id: string) => `notices/${id}`,
  faqs: () => 'faqs',
  sitePage: (key: string) => `site/${key}`,
} as const;
