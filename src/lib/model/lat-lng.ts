import { z } from 'zod';

/**
 * A location as plain numbers; firebase-converters.ts maps it to and from Firestore's GeoPoint
 * so the model stays free of SDK classes (the functions reuse it). Ranges per the spec (§9).
 */
export const latLngSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export type LatLng = z.infer<typeof latLngSchema>;
