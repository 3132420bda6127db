import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { timestampsShape } from '#shared/model/timestamps.js';
import { yenSchema } from '#shared/model/yen.js';

export const spaceTypes = ['indoor', 'outdoor', 'bike', 'container', 'parking'] as const;
export type SpaceType = (typeof spaceTypes)[number];
export const spaceTypeLabels: Record<SpaceType, string> = {
  indoor: '屋内トランクルーム',
  outdoor: '屋外トランクルーム',
  bike: 'バイクガレージ',
  container: 'コンテナ',
  parking: '駐車場',
};

export const spaceStatuses = ['available', 'reserved', 'occupied', 'unavailable', 'held'] as const;
export type SpaceStatus = (typeof spaceStatuses)[number];
export const spaceStatusLabels: Record<SpaceStatus, string> = {
  available: '空き',
  reserved: '申込受付中',
  occupied: '契約中',
  unavailable: '募集停止',
  // 空き待ち (docs/waitlist.md): kept for the person offered it until the offer ends.
  held: 'ご案内中',
};

/**
 * A `held` space's offer: who may apply for it, from which waiting entry, until when. Checked
 * by the rules (isValidSpaceHold) and written by the server only; the public model only reads
 * it, with a loose schema (this module is in every public first load).
 */
export type SpaceHold = { uid: string; entryId: string; until: Date };

/** One side of a space in whole centimetres. */
const centimetresSchema = z
  .int()
  .check(
    z.minimum(1, { error: '1以上の値を入力してください' }),
    z.maximum(limits.maxCm, { error: `${limits.maxCm}以下の値を入力してください` }),
  );

/** A space's floor area in m² (also a plan's, copied from its spaces). */
export const areaM2Schema = z
  .number()
  .check(
    z.positive({ error: '0より大きい値を入力してください' }),
    z.maximum(limits.maxAreaM2, { error: `${limits.maxAreaM2}以下の値を入力してください` }),
  );

export const spaceSizeSchema = z.strictObject({
  widthCm: centimetresSchema,
  depthCm: centimetresSchema,
  /** null for open-air spaces (parking, outdoor bike racks) */
  heightCm: z.nullable(centimetresSchema),
  areaM2: areaM2Schema,
});

/** 初期費用 (tax included yen). */
export const initialCostsSchema = z.strictObject({
  /** 事務手数料 */
  handlingFee: yenSchema,
  /** 保証料 */
  guaranteeFee: yenSchema,
  /** 鍵代 */
  keyFee: yenSchema,
});

/** A share of the layout image's width or height, 0–100. */
const percentSchema = z
  .number()
  .check(
    z.minimum(0, { error: '0以上の値を入力してください' }),
    z.maximum(100, { error: '100以下の値を入力してください' }),
  );

/** Where the space is drawn on the asset's layout image, in % of its width/height. */
export const spaceLayoutSchema = z.strictObject({
  x: percentSchema,
  y: percentSchema,
  w: percentSchema,
  h: percentSchema,
});
export type SpaceLayout = z.infer<typeof spaceLayoutSchema>;

/** brands/{b}/assets/{a}/spaces/{spaceId} */
export const spaceSchema = z
  .strictObject({
    /** 区画番号 shown to visitors, e.g. A-101 */
    label: z
      .string()
      .check(
        z.minLength(1, { error: '区画番号を入力してください' }),
        z.maxLength(20, { error: '区画番号は20文字以内で入力してください' }),
      ),
    type: z.enum(spaceTypes),
    /** 階: null when the space is not in a building */
    floor: z.nullable(
      z
        .int()
        .check(
          z.minimum(-5, { error: '-5以上の値を入力してください' }),
          z.maximum(100, { error: '100以下の値を入力してください' }),
        ),
    ),
    size: spaceSizeSchema,
    monthlyFee: yenSchema,
    /** 管理費 (monthly) */
    adminFee: yenSchema,
    initialCosts: initialCostsSchema,
    status: z.enum(spaceStatuses),
    /**
     * uid of the applicant holding the space; null unless reserved or occupied. Spelled out,
     * not uidSchema: this model is read on every public page, and importing uid.ts would put it
     * (with the staff-name schema beside it) into the data chunk of every first load.
     */
    reservedBy: z.nullable(
      z
        .string()
        .check(
          z.minLength(1, { error: '入力してください' }),
          z.maxLength(128, { error: '128文字以内で入力してください' }),
        ),
    ),
    /** the application holding the space; null unless reserved or occupied */
    applicationId: z.nullable(
      z
        .string()
        .check(
          z.minLength(1, { error: '入力してください' }),
          z.maxLength(64, { error: '64文字以内で入力してください' }),
        ),
    ),
    layout: z.nullable(spaceLayoutSchema),
    /** Only on a `held` space (空き待ち's offer); absent otherwise. */
    hold: z.optional(z.custom<SpaceHold>()),
    ...timestampsShape,
  })
  .check(
    z.refine(
      (s) =>
        s.status === 'reserved'
          ? s.reservedBy !== null && s.applicationId !== null
          : s.status === 'occupied' || (s.reservedBy === null && s.applicationId === null),
      { error: '区画の状態と申込者の情報が一致しません', path: ['status'] },
    ),
  );

export type Space = z.infer<typeof spaceSchema>;
