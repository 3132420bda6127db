import {
  collection,
  collectionGroup,
  documentId,
  getAggregate,
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
 * A brand's vacancy without reading its assets: how many of its spaces there are and how many
 * are 空き, by two count aggregation queries (one read per 1,000 spaces, no document sent), less
 * the spaces of its unpublished assets (what is not on offer; the assets' `plans` summarise
 * their spaces; unpublished assets are few, and only they are read). The same figure as vacancyOf over the assets.
 * Brand staff may not make a collection-group query (its path cannot be proven): for them, and
 * wherever the count is refused, the brand's assets are read as before.
 */
export async function getBrandVacancy(db: Firestore, brandId: string): Promise<Vacancy> {
  const assets = collection(db, collectionPaths.assets(brandId)).withConverter(assetConverter);
  try {
    const spaces = brandSpaces(db, brandId);
    const [all, available, hidden] = await Promise.all([
      getAggregate(spaces, { n: count() }),
      getAggregate(query(spaces, where('status', '==', 'available')), { n: count() }),
      getDocs(query(assets, where('published', '==', false))),
    ]);
    const unpublished = vacancyOf(hidden.docs.map((d) => ({ ...d.data(), published: true })));
    // Never below zero: an asset's plans may name spaces that were never written (the stack's
    // benchmark brand copies its assets without their spaces).
    return {
      available: Math.max(0, available.data().n - unpublished.available),
      total: Math.max(0, all.data().n - unpublished.total),
    };
  } catch {
    const every = await getDocs(query(assets, orderBy('assetNumber')));
    return vacancyOf(every.docs.map((d) => d.data()));
  }
}
