import { collection, getDocs, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import { addAssetSearchWrite } from './asset-search-write';

/**
 * Search documents per batch. Each searchable one costs the rules a getAfter of its asset (the
 * brand's is shared), and a batch may make 20 document reads in the rules: 15 leaves room.
 */
const perBatch = 15;
/** Batches committed at once (a 300-asset brand: 20 batches, 5 rounds). */
const parallel = 4;

/**
 * Rewrites the search documents of every asset of a brand: searchable when the brand is
 * `brandPublished` and the asset is published. Staff call it around a brand's publish switch:
 * before unpublishing (hide first, so nothing of an unpublished brand can be found) and after
 * publishing (the rules let a document be searchable only once the brand is published).
 */
export async function syncBrandAssetSearch(
  db: Firestore,
  brandId: string,
  brandPublished: boolean,
): Promise<void> {
  const snapshot = await getDocs(
    collection(db, collectionPaths.assets(brandId)).withConverter(assetConverter),
  );
  // A document that does not match the schema is never shown publicly, so it needs no search entry.
  const assets = snapshot.docs.flatMap((d) => {
    try {
      return [d.data()];
    } catch {
      return [];
    }
  });
  const batches = [];
  for (let i = 0; i < assets.length; i += perBatch) {
    const batch = writeBatch(db);
    for (const asset of assets.slice(i, i + perBatch)) {
      addAssetSearchWrite(db, batch, brandId, asset, brandPublished && asset.published);
    }
    batches.push(batch);
  }
  for (let i = 0; i < batches.length; i += parallel) {
    await Promise.all(batches.slice(i, i + parallel).map((batch) => batch.commit()));
  }
}
