import type { RestValue } from '../rules/api.js';
import type { StoredDocument } from './document-store.js';
import { getField } from './values.js';

/**
 * What an index is asked for: the documents whose `field` may equal one of `keys` (`value`), or
 * may hold one of them in an array (`element`). Only a superset is promised: the query's own
 * filter still runs on every candidate, so a key shared by values that are not equal (a double
 * and an integer past 2^53) costs a little time, never a wrong answer.
 */
export interface IndexLookup {
  field: readonly string[];
  kind: 'value' | 'element';
  keys: readonly string[];
}

/**
 * The key of a value for equality lookups, or null for a value the indexes do not serve
 * (timestamps, bytes, geo points, maps, arrays: a query on those is answered by a scan). Values
 * equal by Firestore's rules get the same key: 1 and 1.0, 0 and -0, NaN and NaN.
 */
export function indexKey(value: RestValue): string | null {
  if ('stringValue' in value) return `s${value.stringValue}`;
  if ('integerValue' in value) return `n${Number(value.integerValue)}`;
  if ('doubleValue' in value) return `n${Number(value.doubleValue)}`;
  if ('booleanValue' in value) return value.booleanValue ? 'bt' : 'bf';
  if ('nullValue' in value) return 'z';
  if ('referenceValue' in value) return `r${value.referenceValue}`;
  return null;
}

/** One collection's documents by the key of one field (or of each element of an array field). */
export class FieldIndex {
  private readonly buckets = new Map<string, Map<string, StoredDocument>>();
  private readonly field: readonly string[];
  private readonly kind: 'value' | 'element';

  constructor(field: readonly string[], kind: 'value' | 'element') {
    this.field = field;
    this.kind = kind;
  }

  private keysOf(doc: StoredDocument): string[] {
    const value = getField(doc.fields, this.field);
    if (value === undefined) return [];
    if (this.kind === 'value') {
      const key = indexKey(value);
      return key === null ? [] : [key];
    }
    if (!('arrayValue' in value)) return [];
    const keys: string[] = [];
    for (const element of value.arrayValue.values ?? []) {
      const key = indexKey(element);
      if (key !== null) keys.push(key);
    }
    return keys;
  }

  add(id: string, doc: StoredDocument): void {
    for (const key of this.keysOf(doc)) {
      let bucket = this.buckets.get(key);
      if (!bucket) {
        bucket = new Map();
        this.buckets.set(key, bucket);
      }
      bucket.set(id, doc);
    }
  }

  remove(id: string, doc: StoredDocument): void {
    for (const key of this.keysOf(doc)) {
      const bucket = this.buckets.get(key);
      if (!bucket) continue;
      bucket.delete(id);
      if (bucket.size === 0) this.buckets.delete(key);
    }
  }

  /** How many documents `keys` name (an upper bound: a document may be in two buckets). */
  count(keys: readonly string[]): number {
    let total = 0;
    for (const key of keys) total += this.buckets.get(key)?.size ?? 0;
    return total;
  }

  /** The documents of `keys`, each once. */
  documents(keys: readonly string[]): StoredDocument[] {
    if (keys.length === 1) return [...(this.buckets.get(keys[0] as string)?.values() ?? [])];
    const seen = new Map<string, StoredDocument>();
    for (const key of keys) {
      for (const [id, doc] of this.buckets.get(key) ?? []) seen.set(id, doc);
    }
    return [...seen.values()];
  }
}

/** The map key of an index: which field, and whether by value or by array element. */
export function fieldIndexName(field: readonly string[], kind: 'value' | 'element'): string {
  return `${kind}:${JSON.stringify(field)}`;
}
