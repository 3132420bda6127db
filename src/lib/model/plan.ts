import * as z from 'zod/mini';
import { areaM2Schema, spaceTypes } from './space';
import { yenSchema } from '#shared/model/yen.js';

/**
 * One plan (プラン) of an asset: its spaces of one type, monthly fee and size. Copied from the
 * spaces so the public list can show and filter without reading them.
 */
export const planSchema = z
  .strictObject({
    type: z.enum(spaceTypes),
    monthlyFee: yenSchema,
    /** the spaces' `size.areaM2` */
    areaM2: areaM2Schema,
    /** spaces of the asset in this plan, every status */
    total: z.int().check(z.minimum(1, { error: '1以上の値を入力してください' })),
    /** how many of them are `available` */
    available: z.int().check(z.minimum(0, { error: '0以上の値を入力してください' })),
  })
  .check(
    z.refine((p) => p.available <= p.total, {
      error: '空き区画数が区画数を超えています',
      path: ['available'],
    }),
  );

export type Plan = z.infer<typeof planSchema>;
