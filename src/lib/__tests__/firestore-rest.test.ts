import { describe, expect, it } from 'vitest';
import { decodeFields } from '../firestore-rest';

// What the REST reader hands the schemas must be what the SDK converters hand them
// (firebase-converters.ts: Timestamp → Date, GeoPoint → { latitude, longitude }).
describe('decodeFields (Firestore REST values → model values)', () => {
  it('decodes every value kind the model stores', () => {
    expect(
      decodeFields({
        name: { stringValue: 'ソラクラ' },
        published: { booleanValue: true },
        sortOrder: { integerValue: '3' },
        ratio: { doubleValue: 1.5 },
        openedAt: { timestampValue: '2026-04-01T09:00:00.123456Z' },
        location: { geoPointValue: { latitude: 35.6, longitude: 139.7 } },
        note: { nullValue: null },
        imagePaths: { arrayValue: { values: [{ stringValue: 'a.webp' }] } },
        empty: { arrayValue: {} },
        plans: {
          mapValue: {
            fields: { minFee: { integerValue: '8800' }, vacant: { booleanValue: false } },
          },
        },
      }),
    ).toEqual({
      name: 'ソラクラ',
      published: true,
      sortOrder: 3,
      ratio: 1.5,
      openedAt: new Date('2026-04-01T09:00:00.123Z'),
      location: { latitude: 35.6, longitude: 139.7 },
      note: null,
      imagePaths: ['a.webp'],
      empty: [],
      plans: { minFee: 8800, vacant: false },
    });
  });

  it('reads a geo point at 0° (the API leaves zero coordinates out) and an empty map', () => {
    expect(decodeFields({ at: { geoPointValue: {} }, nothing: { mapValue: {} } })).toEqual({
      at: { latitude: 0, longitude: 0 },
      nothing: {},
    });
  });
});
