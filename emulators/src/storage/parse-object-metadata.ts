import { StorageError } from './storage-error.js';

/** Metadata a client may write (the SDK's writable mappings); `null` clears a field. */
export interface IncomingMetadata {
  name?: string;
  contentType?: string | null;
  cacheControl?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  md5Hash?: string | null;
  /** Custom metadata; a `null` value deletes that key on update. */
  metadata?: Record<string, string | null> | null;
}

const STRING_FIELDS = [
  'name',
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'md5Hash',
] as const;

// Output-only fields a client may echo back; they are ignored like the real service does.
const READ_ONLY_FIELDS = new Set([
  'bucket',
  'generation',
  'metageneration',
  'size',
  'timeCreated',
  'updated',
  'etag',
  'crc32c',
  'downloadTokens',
  'fullPath',
  'kind',
  'id',
  'selfLink',
  'mediaLink',
  'storageClass',
  'type',
]);

/** Parses and validates a JSON metadata body; every problem is a 400 with the field named. */
export function parseObjectMetadata(text: string): IncomingMetadata {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StorageError(400, `Invalid JSON metadata: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StorageError(400, 'Invalid metadata: expected a JSON object.');
  }
  const input = value as Record<string, unknown>;
  const result: IncomingMetadata = {};
  for (const [key, field] of Object.entries(input)) {
    if ((STRING_FIELDS as readonly string[]).includes(key)) {
      if (field === null && key !== 'name') {
        (result as Record<string, unknown>)[key] = null;
      } else if (typeof field === 'string') {
        (result as Record<string, unknown>)[key] = field;
      } else if (field !== undefined) {
        throw new StorageError(400, `Invalid metadata: "${key}" must be a string.`);
      }
    } else if (key === 'metadata') {
      if (field === null) {
        result.metadata = null;
      } else if (typeof field === 'object' && !Array.isArray(field)) {
        const custom: Record<string, string | null> = {};
        for (const [customKey, customValue] of Object.entries(field as Record<string, unknown>)) {
          if (customValue === null || typeof customValue === 'string') {
            custom[customKey] = customValue;
          } else if (typeof customValue === 'number' || typeof customValue === 'boolean') {
            // Cloud Storage keeps custom metadata as strings.
            custom[customKey] = String(customValue);
          } else {
            throw new StorageError(
              400,
              `Invalid metadata: custom metadata "${customKey}" must be a string.`,
            );
          }
        }
        result.metadata = custom;
      } else {
        throw new StorageError(400, 'Invalid metadata: "metadata" must be an object of strings.');
      }
    } else if (!READ_ONLY_FIELDS.has(key)) {
      throw new StorageError(400, `Invalid metadata: unknown field "${key}".`);
    }
  }
  return result;
}
