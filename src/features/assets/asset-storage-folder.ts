/**
 * The Storage folder of an asset's images (photos and layout drawing), under the brand's
 * public-read, admin-write tree (docs/data-model.md, "Cloud Storage").
 */
export function assetStorageFolder(brandId: string, assetId: string): string {
  return `brands/${brandId}/assets/${assetId}`;
}
