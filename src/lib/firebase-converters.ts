/**
 * Typed converters for firebase/firestore/lite, built from the zod schemas of src/lib/model.
 * Reads are parsed (a malformed document is a clear error naming its path, never a silent
 * `undefined` deep in a screen); writes map Date → Timestamp and {latitude, longitude} → GeoPoint
 * and pass FieldValue sentinels (serverTimestamp()) through untouched.
 *
 * One converter per collection lives in its own module under src/lib/converters/ (e.g.
 * `assetConverter` in converters/asset-converter.ts), so a screen's chunk holds only the schemas
 * of the collections it reads; there is deliberately no object gathering them all.
 */
import {
  GeoPoint,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
  type SetOptions,
  type WithFieldValue,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { InvalidDocumentError } from './invalid-document-error';

export { InvalidDocumentError };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Firestore values → model values (Timestamp → Date, GeoPoint → LatLng), deeply. */
function fromStored(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (Array.isArray(value)) return value.map(fromStored);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromStored(v)]));
  }
  return value;
}

function isLatLng(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof value['latitude'] === 'number' &&
    typeof value['longitude'] === 'number'
  );
}

/** Model values → Firestore values; class instances (FieldValue sentinels) pass through. */
function toStored(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toStored);
  if (isPlainObject(value)) {
    if (isLatLng(value))
      return new GeoPoint(value['latitude'] as number, value['longitude'] as number);
    return Object.fromEntries(
      Object.entries(value)
        // Optional model fields are absent in Firestore, never stored as undefined.
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, toStored(v)]),
    );
  }
  return value;
}

/** A converter that parses reads with `schema` and prepares writes for the lite SDK. */
export function modelConverter<S extends z.ZodMiniType<DocumentData>>(
  schema: S,
): FirestoreDataConverter<z.output<S>, DocumentData> {
  type Model = z.output<S>;
  function toFirestore(modelObject: WithFieldValue<Model>): DocumentData;
  function toFirestore(
    modelObject: PartialWithFieldValue<Model>,
    options: SetOptions,
  ): DocumentData;
  function toFirestore(modelObject: PartialWithFieldValue<Model>): DocumentData {
    return toStored(modelObject) as DocumentData;
  }
  return {
    toFirestore,
    fromFirestore(snapshot: QueryDocumentSnapshot): Model {
      const result = schema.safeParse(fromStored(snapshot.data()));
      if (!result.success) throw new InvalidDocumentError(snapshot.ref.path, result.error.issues);
      return result.data;
    },
  };
}
