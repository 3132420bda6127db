import { createHash, randomUUID } from 'node:crypto';
import type { StorageObjectResource } from '../rules/api.js';
import type { IncomingMetadata } from './parse-object-metadata.js';
import { StorageError } from './storage-error.js';

/** One object as the emulator keeps it: its bytes and its metadata. */
export interface StoredObject {
  bucket: string;
  name: string;
  data: Buffer;
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  customMetadata: Record<string, string>;
  /** Tokens accepted by `?alt=media&token=` (custom metadata `firebaseStorageDownloadTokens`). */
  downloadTokens: string[];
  generation: string;
  metageneration: number;
  timeCreated: Date;
  updated: Date;
  md5Hash: string;
}

const TOKENS_KEY = 'firebaseStorageDownloadTokens';
const OPTIONAL_FIELDS = [
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const;

function splitTokens(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

/** The object a new upload would create (or the overwrite of `previous`), before rules decide. */
export function buildUploadedObject(input: {
  bucket: string;
  name: string;
  data: Buffer;
  metadata: IncomingMetadata;
  fallbackContentType: string | undefined;
  previous: StoredObject | undefined;
  now: Date;
}): StoredObject {
  const { metadata, data, now } = input;
  const md5Hash = createHash('md5').update(data).digest('base64');
  // Cloud Storage rejects an upload whose declared MD5 does not match the bytes received.
  if (metadata.md5Hash && metadata.md5Hash !== md5Hash) {
    throw new StorageError(
      400,
      `Provided MD5 hash "${metadata.md5Hash}" doesn't match calculated MD5 hash "${md5Hash}".`,
    );
  }
  const custom: Record<string, string> = {};
  let downloadTokens: string[] = [];
  for (const [key, value] of Object.entries(metadata.metadata ?? {})) {
    if (value === null) continue;
    if (key === TOKENS_KEY) downloadTokens = splitTokens(value);
    else custom[key] = value;
  }
  // The Firebase API gives every object uploaded through it a download token.
  if (downloadTokens.length === 0) downloadTokens = [randomUUID()];
  const object: StoredObject = {
    bucket: input.bucket,
    name: input.name,
    data,
    contentType: metadata.contentType ?? input.fallbackContentType ?? 'application/octet-stream',
    customMetadata: custom,
    downloadTokens,
    generation: String(now.getTime() * 1000 + Math.floor(Math.random() * 1000)),
    metageneration: 1,
    timeCreated: now,
    updated: now,
    md5Hash,
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = metadata[field];
    if (typeof value === 'string') object[field] = value;
  }
  return object;
}

/** The object after a metadata PATCH: named fields replaced, `null` clears, custom keys merged. */
export function applyMetadataPatch(
  object: StoredObject,
  patch: IncomingMetadata,
  now: Date,
): StoredObject {
  const next: StoredObject = {
    ...object,
    customMetadata: { ...object.customMetadata },
    downloadTokens: [...object.downloadTokens],
    metageneration: object.metageneration + 1,
    updated: now,
  };
  if (patch.contentType === null) next.contentType = 'application/octet-stream';
  else if (patch.contentType !== undefined) next.contentType = patch.contentType;
  for (const field of OPTIONAL_FIELDS) {
    const value = patch[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  if (patch.metadata === null) {
    next.customMetadata = {};
  } else if (patch.metadata) {
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (key === TOKENS_KEY) next.downloadTokens = value === null ? [] : splitTokens(value);
      else if (value === null) delete next.customMetadata[key];
      else next.customMetadata[key] = value;
    }
  }
  return next;
}

/** `resource` / `request.resource` as Storage rules see the object. */
export function toRulesResource(object: StoredObject): StorageObjectResource {
  return {
    bucket: object.bucket,
    name: object.name,
    size: object.data.length,
    contentType: object.contentType,
    metadata: { ...object.customMetadata },
    md5Hash: object.md5Hash,
    etag: object.md5Hash,
    generation: object.generation,
    metageneration: String(object.metageneration),
    timeCreated: object.timeCreated,
    updated: object.updated,
    cacheControl: object.cacheControl,
    contentDisposition: object.contentDisposition,
    contentEncoding: object.contentEncoding,
    contentLanguage: object.contentLanguage,
  };
}

/** The metadata resource the Firebase Storage API answers with (strings, as the service sends). */
export function toWireMetadata(object: StoredObject): Record<string, unknown> {
  const wire: Record<string, unknown> = {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    storageClass: 'STANDARD',
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    etag: object.md5Hash,
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition: object.contentDisposition ?? 'inline',
    downloadTokens: object.downloadTokens.join(','),
  };
  if (object.cacheControl !== undefined) wire.cacheControl = object.cacheControl;
  if (object.contentLanguage !== undefined) wire.contentLanguage = object.contentLanguage;
  if (Object.keys(object.customMetadata).length > 0) wire.metadata = { ...object.customMetadata };
  return wire;
}
