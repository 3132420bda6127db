import {
  collection,
  documentId,
  getDocs,
  query,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

/** `where(documentId(), 'in', …)` takes up to 30 ids. */
const inLimit = 30;

/**
 * The documents of the collection at `path` with these ids, in as few queries as `in` allows
 * (a page's contracts or assets: never the whole collection). Ids not found are left out.
 */
export async function readByIds(
  db: Firestore,
  path: string,
  ids: readonly string[],
): Promise<QueryDocumentSnapshot[]> {
  const unique = [...new Set(ids)].filter((id) => id !== '');
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += inLimit) chunks.push(unique.slice(i, i + inLimit));
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(db, path), where(documentId(), 'in', chunk)))),
  );
  return snapshots.flatMap((s) => s.docs);
}

/** 物件名 by asset number for these assets of a brand (read by id; a malformed one is left out). */
export async function readAssetNames(
  db: Firestore,
  assetsPath: string,
  assetIds: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const names = new Map<string, string>();
  for (const d of await readByIds(db, assetsPath, assetIds)) {
    const name: unknown = d.get('name');
    if (typeof name === 'string') names.set(d.id, name);
  }
  return names;
}
