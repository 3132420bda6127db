import { z } from 'zod';
import { emailSchema } from './email';
import { limits } from './limits';
import { phoneSchema } from './phone';
import { storagePathSchema } from './storage-path';
import { timestampsShape } from './timestamps';

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
  name: z.string().min(1, { error: 'ブランド名を入力してください' }).max(limits.personName),
  kind: z.enum(brandKinds),
  tagline: z.string().max(limits.shortText),
  description: z.string().max(limits.description),
  logoPath: storagePathSchema.nullable(),
  heroPath: storagePathSchema.nullable(),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'テーマカラーは「#1a2b3c」の形式で入力してください' }),
  contact: z.strictObject({
    email: emailSchema,
    phone: phoneSchema,
    /** 受付時間, e.g. 平日 10:00〜18:00 */
    hours: z.string().max(limits.shortText),
  }),
  published: z.boolean(),
  sortOrder: z.int().min(0).max(100_000),
  ...timestampsShape,
});

export type Brand = z.infer<typeof brandSchema>;
