import {
  collection,
  collectionGroup,
  documentId,
  getAggregate,
  getCount,
  getDocs,
  count,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import { vacancyOf, type Vacancy } from '../vacancy';

/**
 * The spaces below one brand as a collection-group query: every `spaces` document whose path
 * lies between `brands/{b}` and `brands/{b}\u0000` (paths order segment by segment, so that
 * range is exactly the brand's; the rules grant it to operator-wide staff).
 */
function brandSpaces(db: Firestore, brandId: string) {
  const brand = collectionPaths.brand(brandId);
  return query(
    collectionGroup(db, 'spaces'),
    where(documentId(), '>=', brand),
    where(documentId(), '<', `${brand}\u0000`),
  );
}

/**
 * A brand's vacancy without reading all its assets. Two count queries say how many of its assets
 * are published and how many not; whichever side is smaller is read:
 * - fewer published assets (a brand still being prepared): their plan summaries, as vacancyOf;
 * - fewer unpublished ones (the usual case): the brand's spaces and its 空き by two
 *   collection-group count aggregation queries (one read per 1,000 spaces, no document sent),
 *   less the spaces of the unpublished assets (their `plans` summarise them).
 * The same figure as vacancyOf over every asset. Brand staff may not make a collection-group
 * query (its path cannot be proven): for them, and wherever a count is refused, the brand's
 * assets are read as before.
 */
export async function getBrandVacancy(db: Firestore, brandId: string): Promise<Vacancy> {
  const assets = collection(db, collectionPaths.assets(brandId)).withConverter(assetConverter);
  const published = query(assets, where('published', '==', true));
  const unpublished = query(assets, where('published', '==', false));
  const summed = async (q: typeof assets | typeof published, asPublished: boolean) =>
    vacancyOf(
      (await getDocs(q)).docs.map((d) =>
        asPublished ? { ...d.data(), published: true } : d.data(),
      ),
    );
  try {
    const [publishedCount, unpublishedCount] = await Promise.all([
      getCount(published),
      getCount(unpublished),
    ]);
    if (publishedCount.data().count <= unpublishedCount.data().count) {
      return await summed(published, false);
    }
    const spaces = brandSpaces(db, brandId);
    const [all, available, hidden] = await Promise.all([
      getAggregate(spaces, { n: count() }),
      getAggregate(query(spaces, where('status', '==', 'available')), { n: count() }),
      summed(unpublished, true),
    ]);
    // Never below zero: an asset's plans may name spaces that were never written.
    return {
      available: Math.max(0, available.data().n - hidden.available),
      total: Math.max(0, all.data().n - hidden.total),
    };
  } catch {
    return summed(query(assets, orderBy('assetNumber')), false);
  }
}
