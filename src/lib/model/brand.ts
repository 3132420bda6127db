import * as z from 'zod/mini';
import { emailSchema } from './email';
import { limits } from '#shared/model/limits.js';
import { limitedText, requiredText } from './text';
import { phoneSchema } from './phone';
import { storagePathSchema } from './storage-path';
import { timestampsShape } from '#shared/model/timestamps.js';

/** What a brand rents out; decides wording and default space types on its pages. */
export const brandKinds = ['trunk-room', 'bike-garage', 'container', 'parking'] as const;
export type BrandKind = (typeof brandKinds)[number];
export const brandKindLabels: Record<BrandKind, string> = {
  'trunk-room': 'トランクルーム',
  'bike-garage': 'バイクガレージ',
  container: 'コンテナ',
  parking: '駐車場',
};

/** brands/{brandId} — written by admins only. */
export const brandSchema = z.strictObject({
  name: requiredText('ブランド名', limits.personName),
  kind: z.enum(brandKinds),
  tagline: limitedText(limits.shortText),
  description: limitedText(limits.description),
  logoPath: z.nullable(storagePathSchema),
  heroPath: z.nullable(storagePathSchema),
  themeColor: z
    .string()
    .check(
      z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'テーマカラーは「#1a2b3c」の形式で入力してください' }),
    ),
  contact: z.strictObject({
    email: emailSchema,
    phone: phoneSchema,
    /** 受付時間, e.g. 平日 10:00〜18:00 */
    hours: limitedText(limits.shortText),
  }),
  published: z.boolean(),
  sortOrder: z
    .int()
    .check(
      z.minimum(0, { error: '0以上の値を入力してください' }),
      z.maximum(100_000, { error: `${100_000}以下の値を入力してください` }),
    ),
  ...timestampsShape,
});

export type Brand = z.infer<typeof brandSchema>;
