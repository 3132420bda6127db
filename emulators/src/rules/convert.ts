/** Conversions from the wire shapes in api.ts into rules values. */
import type { RestDocument, RestValue, RulesAuth, RulesTime, StorageObjectResource } from './api';
import { RBytes, RLatLng, RMap, RPath, RTimestamp, type Value } from './values';

const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

export function timestampFromString(s: string): RTimestamp {
  const m = RFC3339.exec(s);
  const ms = m ? Date.parse(`${m[1]}${m[3]}`) : Number.NaN;
  if (!m || Number.isNaN(ms)) throw new Error(`Invalid timestamp: ${s}`);
  const frac = (m[2] ?? '').padEnd(9, '0');
  return new RTimestamp(BigInt(ms) * 1_000_000n + BigInt(frac));
}

export function timestampFromTime(t: RulesTime): RTimestamp {
  return new RTimestamp(
    BigInt(Math.trunc(t.seconds)) * 1_000_000_000n + BigInt(Math.trunc(t.nanos)),
  );
}

export function timestampFromDate(d: Date): RTimestamp {
  return new RTimestamp(BigInt(d.getTime()) * 1_000_000n);
}

/** `projects/p/databases/d/documents/a/b` → path `/databases/d/documents/a/b`. */
export function pathFromResourceName(name: string): RPath {
  const parts = name.split('/');
  const i = parts.indexOf('databases');
  return new RPath(i >= 0 ? parts.slice(i) : parts.filter((p) => p !== ''));
}

function fieldsToMap(fields: Record<string, RestValue> | undefined): RMap {
  const m = new Map<string, Value>();
  if (fields) for (const k of Object.keys(fields)) m.set(k, fromRest(fields[k] as RestValue));
  return new RMap(m);
}

export function fromRest(v: RestValue): Value {
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return BigInt(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('timestampValue' in v) return timestampFromString(v.timestampValue);
  if ('stringValue' in v) return v.stringValue;
  if ('bytesValue' in v) return new RBytes(Buffer.from(v.bytesValue, 'base64'));
  if ('referenceValue' in v) return pathFromResourceName(v.referenceValue);
  if ('geoPointValue' in v)
    return new RLatLng(v.geoPointValue.latitude ?? 0, v.geoPointValue.longitude ?? 0);
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map(fromRest);
  if ('mapValue' in v) return fieldsToMap(v.mapValue.fields);
  throw new Error(`Unknown value: ${JSON.stringify(v)}`);
}

/** `resource` / `get()` result: { data, id, __name__ } as the Firestore rules reference describes. */
export function documentToResource(doc: RestDocument): RMap {
  const name = pathFromResourceName(doc.name);
  return new RMap(
    new Map<string, Value>([
      ['data', fieldsToMap(doc.fields)],
      ['id', name.segments[name.segments.length - 1] ?? ''],
      ['__name__', name],
    ]),
  );
}

/** Token claims and other JSON: integral numbers become int, as JWT claims (iat, exp) are. */
export function fromJson(v: unknown): Value {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (typeof v === 'bigint') return v;
  if (Array.isArray(v)) return v.map(fromJson);
  if (v instanceof Date) return timestampFromDate(v);
  if (typeof v === 'object') {
    const m = new Map<string, Value>();
    for (const [k, x] of Object.entries(v)) m.set(k, fromJson(x));
    return new RMap(m);
  }
  return String(v);
}

export function authToValue(auth: RulesAuth | null): Value {
  if (!auth) return null;
  return new RMap(
    new Map<string, Value>([
      ['uid', auth.uid],
      ['token', fromJson(auth.token ?? {})],
    ]),
  );
}

/** Storage `resource` / `request.resource` per the Storage rules reference. */
export function storageObjectToValue(o: StorageObjectResource): RMap {
  const opt = (s: string | undefined): Value => s ?? null;
  const metadata = new Map<string, Value>();
  for (const [k, v] of Object.entries(o.metadata ?? {})) metadata.set(k, String(v));
  return new RMap(
    new Map<string, Value>([
      ['name', o.name],
      ['bucket', o.bucket],
      ['size', BigInt(Math.trunc(o.size))],
      ['contentType', o.contentType],
      ['metadata', new RMap(metadata)],
      ['md5Hash', opt(o.md5Hash)],
      ['crc32c', opt(o.crc32c)],
      ['etag', opt(o.etag)],
      ['generation', opt(o.generation)],
      ['metageneration', opt(o.metageneration)],
      ['timeCreated', timestampFromDate(o.timeCreated)],
      ['updated', timestampFromDate(o.updated)],
      ['cacheControl', opt(o.cacheControl)],
      ['contentDisposition', opt(o.contentDisposition)],
      ['contentEncoding', opt(o.contentEncoding)],
      ['contentLanguage', opt(o.contentLanguage)],
    ]),
  );
}
