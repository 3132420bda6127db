/**
 * Firestore REST values (v1 `Value`) decoded to what the SDK converters hand the schemas:
 * Timestamp → Date, GeoPoint → `{ latitude, longitude }`, integers as numbers. One decoder for
 * the SPA's public reader (src/lib/firestore-rest.ts) and the publicPage function, which reads
 * the same REST answers it serves inside the page. No imports: the SPA bundles it as it is.
 */

/** A Firestore `Value` as the REST API returns it (one key set). */
export type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

/** A document as the REST API returns it (`GET` of a document, each row of `runQuery`). */
export type RestDocument = {
  name: string;
  fields?: Record<string, RestValue>;
  updateTime?: string;
};

/** Firestore REST values → model values, as the SDK converters hand them to the schemas. */
export function decodeValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.geoPointValue !== undefined) {
    return {
      latitude: value.geoPointValue.latitude ?? 0,
      longitude: value.geoPointValue.longitude ?? 0,
    };
  }
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  return null;
}

export function decodeFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decodeValue(v)]));
}
