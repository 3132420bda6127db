import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ObjectStore } from './object-store.js';
import type { StoredObject } from './stored-object.js';

/** The file, inside an import/export folder, that holds the Storage objects. */
export const STORAGE_EXPORT_FILE = 'storage-objects.json';

interface ExportedObject extends Omit<StoredObject, 'data' | 'timeCreated' | 'updated'> {
  data: string; // base64
  timeCreated: string;
  updated: string;
}

/** Writes every object (bytes as base64) to `<dir>/storage-objects.json`. */
export function exportStorage(store: ObjectStore, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const objects: ExportedObject[] = store.all().map((object) => ({
    ...object,
    data: object.data.toString('base64'),
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
  }));
  const file = join(dir, STORAGE_EXPORT_FILE);
  writeFileSync(file, JSON.stringify({ version: 1, objects }, null, 1));
  return file;
}

/** Loads `<dir>/storage-objects.json` if present; returns how many objects were loaded. */
export function importStorage(store: ObjectStore, dir: string): number {
  const file = join(dir, STORAGE_EXPORT_FILE);
  if (!existsSync(file)) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot import ${file}: ${(error as Error).message}`, { cause: error });
  }
  const objects = (parsed as { objects?: unknown }).objects;
  if (!Array.isArray(objects))
    throw new Error(`Cannot import ${file}: expected { "objects": [...] }.`);
  for (const [index, raw] of objects.entries()) {
    const entry = raw as Partial<ExportedObject>;
    if (
      typeof entry.bucket !== 'string' ||
      typeof entry.name !== 'string' ||
      typeof entry.data !== 'string'
    ) {
      throw new Error(
        `Cannot import ${file}: object #${index} needs "bucket", "name" and base64 "data".`,
      );
    }
    const timeCreated = new Date(entry.timeCreated ?? Date.now());
    const data = Buffer.from(entry.data, 'base64');
    store.put({
      bucket: entry.bucket,
      name: entry.name,
      data,
      contentType: entry.contentType ?? 'application/octet-stream',
      cacheControl: entry.cacheControl,
      contentDisposition: entry.contentDisposition,
      contentEncoding: entry.contentEncoding,
      contentLanguage: entry.contentLanguage,
      customMetadata: entry.customMetadata ?? {},
      downloadTokens: entry.downloadTokens ?? [],
      generation: entry.generation ?? String(timeCreated.getTime() * 1000),
      metageneration: entry.metageneration ?? 1,
      timeCreated,
      updated: new Date(entry.updated ?? timeCreated),
      md5Hash: entry.md5Hash ?? createHash('md5').update(data).digest('base64'),
    });
  }
  return objects.length;
}
