import type { RestDocument } from '../rules/api.js';
import { FieldIndex, fieldIndexName } from './field-index.js';
import type { IndexLookup } from './field-index.js';
import type { Fields } from './values.js';
import { compareUtf8 } from './values.js';

/** A stored document: exactly the REST shape answered to clients, never mutated once stored. */
export interface StoredDocument extends RestDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

function splitPath(path: string): [collection: string, id: string] {
  const slash = path.lastIndexOf('/');
  return [path.slice(0, slash), path.slice(slash + 1)];
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * One database's documents, indexed per collection (a Map per parent+collectionId) so a query
 * only touches its own collection, with a name-sorted array cached per collection until the
 * next write to it, and per collection the field indexes queries have asked for (built on the
 * first query that can use one, kept up to date by every write after): a query with an equality,
 * `in` or `array-contains` filter reads only the documents those name (structured-query.ts).
 */
export class DocumentStore {
  readonly root: string;
  private readonly collections = new Map<string, Map<string, StoredDocument>>();
  private readonly byCollectionId = new Map<string, Set<string>>();
  private readonly sortedCache = new Map<string, StoredDocument[]>();
  private readonly indexes = new Map<string, Map<string, FieldIndex>>();

  constructor(root: string) {
    this.root = root;
  }

  get size(): number {
    let count = 0;
    for (const docs of this.collections.values()) count += docs.size;
    return count;
  }

  /** `path` is relative to the database root, e.g. `brands/b1`. */
  get(path: string): StoredDocument | null {
    const [collection, id] = splitPath(path);
    return this.collections.get(collection)?.get(id) ?? null;
  }

  put(path: string, doc: StoredDocument): void {
    const [collection, id] = splitPath(path);
    let docs = this.collections.get(collection);
    if (!docs) {
      docs = new Map();
      this.collections.set(collection, docs);
      const collectionId = lastSegment(collection);
      let set = this.byCollectionId.get(collectionId);
      if (!set) {
        set = new Set();
        this.byCollectionId.set(collectionId, set);
      }
      set.add(collection);
    }
    const before = docs.get(id);
    docs.set(id, doc);
    this.sortedCache.delete(collection);
    for (const index of this.indexes.get(collection)?.values() ?? []) {
      if (before) index.remove(id, before);
      index.add(id, doc);
    }
  }

  delete(path: string): void {
    const [collection, id] = splitPath(path);
    const docs = this.collections.get(collection);
    const before = docs?.get(id);
    if (!docs || !before) return;
    docs.delete(id);
    this.sortedCache.delete(collection);
    for (const index of this.indexes.get(collection)?.values() ?? []) index.remove(id, before);
    if (docs.size === 0) {
      this.collections.delete(collection);
      this.indexes.delete(collection);
      this.byCollectionId.get(lastSegment(collection))?.delete(collection);
    }
  }

  clear(): void {
    this.collections.clear();
    this.byCollectionId.clear();
    this.sortedCache.clear();
    this.indexes.clear();
  }

  /** The index of `lookup`'s field in one collection, built from its documents when first asked for. */
  private index(collection: string, lookup: IndexLookup): FieldIndex | null {
    const docs = this.collections.get(collection);
    if (!docs) return null;
    let byField = this.indexes.get(collection);
    if (!byField) {
      byField = new Map();
      this.indexes.set(collection, byField);
    }
    const name = fieldIndexName(lookup.field, lookup.kind);
    let index = byField.get(name);
    if (!index) {
      index = new FieldIndex(lookup.field, lookup.kind);
      for (const [id, doc] of docs) index.add(id, doc);
      byField.set(name, index);
    }
    return index;
  }

  /** An upper bound of how many documents of `collections` `lookup` names. */
  lookupCount(collections: readonly string[], lookup: IndexLookup): number {
    let total = 0;
    for (const collection of collections)
      total += this.index(collection, lookup)?.count(lookup.keys) ?? 0;
    return total;
  }

  /** The documents of `collections` that `lookup` names (a superset of the matches), in any order. */
  lookupDocs(collections: readonly string[], lookup: IndexLookup): StoredDocument[] {
    const out: StoredDocument[] = [];
    for (const collection of collections) {
      const found = this.index(collection, lookup)?.documents(lookup.keys);
      if (found) for (const doc of found) out.push(doc);
    }
    return out;
  }

  /** Documents of one collection, ordered by ID. */
  collectionDocs(collection: string): readonly StoredDocument[] {
    let sorted = this.sortedCache.get(collection);
    if (!sorted) {
      const docs = this.collections.get(collection);
      if (!docs) return [];
      const ids = [...docs.keys()].sort(compareUtf8);
      sorted = ids.map((id) => docs.get(id) as StoredDocument);
      this.sortedCache.set(collection, sorted);
    }
    return sorted;
  }

  /** Every collection named `collectionId` below `parent` ('' for the root), in any order. */
  collectionGroupPaths(parent: string, collectionId: string): string[] {
    const paths = this.byCollectionId.get(collectionId);
    if (!paths) return [];
    const prefix = parent === '' ? '' : parent + '/';
    return [...paths].filter((p) => p.startsWith(prefix));
  }

  /** Every collection at any depth below `parent` ('' for the root). */
  descendantCollectionPaths(parent: string): string[] {
    const prefix = parent === '' ? '' : parent + '/';
    return [...this.collections.keys()].filter((p) => p.startsWith(prefix));
  }

  /** IDs of the collections directly below `parent` that hold documents at any depth. */
  listCollectionIds(parent: string): string[] {
    const prefix = parent === '' ? '' : parent + '/';
    const ids = new Set<string>();
    for (const collection of this.collections.keys()) {
      if (!collection.startsWith(prefix)) continue;
      const rest = collection.slice(prefix.length);
      const slash = rest.indexOf('/');
      ids.add(slash === -1 ? rest : rest.slice(0, slash));
    }
    return [...ids].sort(compareUtf8);
  }

  /**
   * IDs in a collection: its documents plus, when `showMissing`, the IDs of documents that do
   * not exist but have subcollections (what ListDocuments returns with show_missing).
   */
  listDocumentIds(collection: string, showMissing: boolean): { id: string; exists: boolean }[] {
    const ids = new Map<string, boolean>();
    for (const id of this.collections.get(collection)?.keys() ?? []) ids.set(id, true);
    if (showMissing) {
      const prefix = collection + '/';
      for (const other of this.collections.keys()) {
        if (!other.startsWith(prefix)) continue;
        const id = other.slice(prefix.length).split('/')[0] as string;
        if (!ids.has(id)) ids.set(id, false);
      }
    }
    return [...ids.keys()].sort(compareUtf8).map((id) => ({ id, exists: ids.get(id) === true }));
  }

  all(): StoredDocument[] {
    const out: StoredDocument[] = [];
    for (const docs of this.collections.values()) out.push(...docs.values());
    return out;
  }
}
