import { assetSearchDocument } from '../../src/features/search/asset-search-document';
import type { Asset } from '../../src/lib/model/asset';
import { assetSearchId, assetSearchSchema } from '../../src/lib/model/asset-search';
import { collectionPaths as p } from '../../src/lib/model/collection-paths';
import type { DemoDocument } from './demo-documents';

/**
 * The documents plus the search document of each asset among them (assetSearch/{b}_{a}),
 * made by the same builder the staff writes use: searchable when the asset and its brand
 * (from the same list) are published, as the rules require.
 */
export function withAssetSearchDocuments(documents: DemoDocument[]): DemoDocument[] {
  const brandPublished = new Map<string, boolean>();
  for (const d of documents) {
    if (d.collection === 'brands') {
      brandPublished.set(d.path.split('/')[1]!, (d.data as { published: boolean }).published);
    }
  }
  const searches = documents
    .filter((d) => d.collection === 'assets')
    .map((d): DemoDocument => {
      const brandId = d.path.split('/')[1]!;
      const asset = d.data as Asset;
      const visible = asset.published && brandPublished.get(brandId) === true;
      return {
        collection: 'assetSearch',
        path: p.assetSearch(assetSearchId(brandId, asset.assetNumber)),
        schema: assetSearchSchema,
        data: { ...assetSearchDocument(brandId, asset, visible), updatedAt: asset.updatedAt },
      };
    });
  return [...documents, ...searches];
}
