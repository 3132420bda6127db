import type { StoredObject } from './stored-object.js';

export interface ListPage {
  prefixes: string[];
  items: { name: string; bucket: string }[];
  nextPageToken?: string;
}

/** In-memory objects of every bucket, keyed by bucket and object name. */
export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();

  private static key(bucket: string, name: string): string {
    return `${bucket}\u0000${name}`;
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objects.get(ObjectStore.key(bucket, name));
  }

  put(object: StoredObject): void {
    this.objects.set(ObjectStore.key(object.bucket, object.name), object);
  }

  delete(bucket: string, name: string): boolean {
    return this.objects.delete(ObjectStore.key(bucket, name));
  }

  clear(): void {
    this.objects.clear();
  }

  all(): StoredObject[] {
    return [...this.objects.values()];
  }

  /**
   * Lists like the Cloud Storage JSON API: names starting with `prefix`; with a delimiter, names
   * containing it after the prefix roll up into `prefixes` (ending with the delimiter). Items and
   * prefixes are paged together in lexicographic order; the page token is the last name returned.
   */
  list(
    bucket: string,
    prefix: string,
    delimiter: string,
    maxResults: number,
    pageToken?: string,
  ): ListPage {
    const prefixes = new Set<string>();
    const items: string[] = [];
    for (const object of this.objects.values()) {
      if (object.bucket !== bucket || !object.name.startsWith(prefix)) continue;
      const rest = object.name.slice(prefix.length);
      const at = delimiter ? rest.indexOf(delimiter) : -1;
      if (at >= 0) prefixes.add(prefix + rest.slice(0, at + delimiter.length));
      else items.push(object.name);
    }
    const entries = [
      ...[...prefixes].map((name) => ({ name, isPrefix: true })),
      ...items.map((name) => ({ name, isPrefix: false })),
    ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const after =
      pageToken === undefined ? undefined : Buffer.from(pageToken, 'base64url').toString('utf8');
    const remaining = after === undefined ? entries : entries.filter((entry) => entry.name > after);
    const page = remaining.slice(0, maxResults);
    const result: ListPage = {
      prefixes: page.filter((entry) => entry.isPrefix).map((entry) => entry.name),
      items: page.filter((entry) => !entry.isPrefix).map((entry) => ({ name: entry.name, bucket })),
    };
    const last = page.at(-1);
    if (remaining.length > page.length && last)
      result.nextPageToken = Buffer.from(last.name).toString('base64url');
    return result;
  }
}
