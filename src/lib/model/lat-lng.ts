import * as z from 'zod/mini';

/**
 * A location as plain numbers; firebase-converters.ts maps it to and from Firestore's GeoPoint
 * so the model stays free of SDK classes (the functions reuse it). Ranges per the spec (§9).
 */
export const latLngSchema = z.strictObject({
  latitude: z
    .number()
    .check(
      z.minimum(-90, { error: '-90以上の値を入力してください' }),
      z.maximum(90, { error: '90以下の値を入力してください' }),
    ),
  longitude: z
    .number()
    .check(
      z.minimum(-180, { error: '-180以上の値を入力してください' }),
      z.maximum(180, { error: '180以下の値を入力してください' }),
    ),
});

export type LatLng = z.infer<typeof latLngSchema>;
