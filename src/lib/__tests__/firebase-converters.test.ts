import {
  GeoPoint,
  serverTimestamp,
  Timestamp,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { assetConverter } from '../converters/asset-converter';
import { InvalidDocumentError } from '../firebase-converters';

/** A stand-in snapshot: the converter only calls data() and reads ref.path. */
function snapshot(
  data: Record<string, unknown>,
  path = 'brands/b/assets/A-001',
): QueryDocumentSnapshot {
  return { data: () => data, ref: { path } } as unknown as QueryDocumentSnapshot;
}

const at = new Date('2026-04-01T00:00:00Z');
const stored = {
  assetNumber: 'A-001',
  name: 'さくらトランク 中野坂上',
  description: '',
  postalCode: '164-0011',
  prefecture: '東京都',
  city: '中野区',
  addressLine: '中央1-2-3',
  location: new GeoPoint(35.6975, 139.6827),
  stations: [],
  features: [],
  imagePaths: [],
  layoutImagePath: null,
  published: true,
  plans: {
    indoor_5500_90x120: { type: 'indoor', monthlyFee: 5500, areaM2: 1.08, total: 2, available: 1 },
  },
  lastSpaceMove: 'S-101',
  createdAt: Timestamp.fromDate(at),
  updatedAt: Timestamp.fromDate(at),
};

describe('firebase converters', () => {
  it('reads Timestamps as Dates and GeoPoints as plain coordinates', () => {
    const asset = assetConverter.fromFirestore(snapshot(stored));
    expect(asset.createdAt).toEqual(at);
    expect(asset.location).toEqual({ latitude: 35.6975, longitude: 139.6827 });
    expect(asset.plans['indoor_5500_90x120']?.available).toBe(1);
    expect(asset.lastSpaceMove).toBe('S-101');
  });
  it('refuses an asset whose plan summary counts more free spaces than it has', () => {
    const plans = {
      indoor_5500_90x120: {
        type: 'indoor',
        monthlyFee: 5500,
        areaM2: 1.08,
        total: 2,
        available: 3,
      },
    };
    expect(() => assetConverter.fromFirestore(snapshot({ ...stored, plans }))).toThrow(
      /plans\.indoor_5500_90x120\.available/,
    );
  });
  it('names the document when stored data is malformed', () => {
    expect(() =>
      assetConverter.fromFirestore(snapshot({ ...stored, prefecture: 'Tokyo' })),
    ).toThrow(InvalidDocumentError);
    expect(() =>
      assetConverter.fromFirestore(snapshot({ ...stored, prefecture: 'Tokyo' })),
    ).toThrow(/brands\/b\/assets\/A-001.*prefecture/);
  });
  it('writes Dates as Timestamps and coordinates as GeoPoints, keeping sentinels and dropping undefined', () => {
    const sentinel = serverTimestamp();
    const out = assetConverter.toFirestore({
      ...assetConverter.fromFirestore(snapshot(stored)),
      building: undefined,
      createdAt: sentinel,
    });
    expect(out['location']).toBeInstanceOf(GeoPoint);
    expect(out['plans']).toEqual(stored.plans);
    expect(out['updatedAt']).toBeInstanceOf(Timestamp);
    expect(out['createdAt']).toBe(sentinel);
    expect('building' in out).toBe(false);
  });
});
