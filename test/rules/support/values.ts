/**
 * Maps the model values of world.ts to each SDK's classes: firebase-admin for seeding,
 * the lite web SDK for the requests under test (the same SDK the SPA uses).
 */
import { GeoPoint as AdminGeoPoint, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { GeoPoint, Timestamp, serverTimestamp } from 'firebase/firestore/lite';
import type { DocData } from './world';

function isPlain(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}
function isLatLng(v: Record<string, unknown>): boolean {
  const keys = Object.keys(v);
  return (
    keys.length === 2 && typeof v['latitude'] === 'number' && typeof v['longitude'] === 'number'
  );
}

function mapValues(
  value: unknown,
  date: (d: Date) => unknown,
  geo: (lat: number, lng: number) => unknown,
): unknown {
  if (value instanceof Date) return date(value);
  if (Array.isArray(value)) return value.map((v) => mapValues(v, date, geo));
  if (isPlain(value)) {
    if (isLatLng(value)) return geo(value['latitude'] as number, value['longitude'] as number);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapValues(v, date, geo)]));
  }
  return value;
}

/** For firebase-admin writes (seeding). */
export function toAdmin(data: DocData): DocData {
  return mapValues(
    data,
    (d) => AdminTimestamp.fromDate(d),
    (lat, lng) => new AdminGeoPoint(lat, lng),
  ) as DocData;
}

/** For lite SDK writes; the listed keys become serverTimestamp() (what the SPA sends). */
export function toLite(data: DocData, serverTimeKeys: readonly string[] = []): DocData {
  const mapped = mapValues(
    data,
    (d) => Timestamp.fromDate(d),
    (lat, lng) => new GeoPoint(lat, lng),
  ) as DocData;
  for (const key of serverTimeKeys) mapped[key] = serverTimestamp();
  return mapped;
}

/** A new document as the SPA writes it: createdAt and updatedAt from the server clock. */
export function asCreated(data: DocData): DocData {
  return toLite(data, ['createdAt', 'updatedAt']);
}

/** Update fields as the SPA writes them, with updatedAt from the server clock. */
export function asUpdate(fields: DocData): DocData {
  return { ...toLite(fields), updatedAt: serverTimestamp() };
}
