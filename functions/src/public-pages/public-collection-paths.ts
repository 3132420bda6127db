/**
 * The paths of what visitors read (published brands, assets, spaces, news, FAQ, the site's
 * pages): part of collectionPaths, and on their own for the public readers and the boot script
 * (src/boot), whose first-load chunks must not carry the paths of the customer's and staff's
 * collections.
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
