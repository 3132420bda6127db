/**
 * The paths of what visitors read (published brands, assets, spaces, news, FAQ, the site's
 * pages): part of collectionPaths, and on their own for the boot script (src/boot), which
 * must stay small.
 */
export const publicCollectionPaths = {
  brands: () => 'brands',
  brand: (brandId: string) => `brands/${brandId}`,
  brandFaqs: (brandId: string) => `brands/${brandId}/faqs`,
  brandNotices: (brandId: string) => `brands/${brandId}/notices`,
  assets: (brandId: string) => `brands/${brandId}/assets`,
  asset: (brandId: string, assetId: string) => `brands/${brandId}/assets/${assetId}`,
  spaces: (brandId: string, assetId: string) => `brands/${brandId}/assets/${assetId}/spaces`,
  notices: () => 'notices',
  sitePage: (key: string) => `site/${key}`,
} as const;
