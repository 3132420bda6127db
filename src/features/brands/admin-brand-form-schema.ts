import * as z from 'zod/mini';
import { optionalTextSchema, requiredTextSchema } from '@/components/form/text-schemas';
import { brandKinds } from '@/lib/model/brand';
import { emailSchema } from '@/lib/model/email';
import { limits } from '#shared/model/limits.js';
import { phoneSchema } from '@/lib/model/phone';

const maxSortOrder = 100_000;
const sortOrderMessage = `表示順は0〜${maxSortOrder.toLocaleString('ja-JP')}の整数で入力してください`;

/** 表示順 as typed (a text field) to the stored integer. */
export const sortOrderSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d{1,6}$/, { error: sortOrderMessage })),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.int().check(z.maximum(maxSortOrder, { error: sortOrderMessage })),
  ),
);

export const themeColorPattern = /^#[0-9a-f]{6}$/;

/**
 * The brand form: every field staff edit, each check with its own Japanese message, within
 * the limits of the model (`brandSchema`) and firestore.rules.
 */
export const brandFormSchema = z.object({
  name: requiredTextSchema('ブランド名', limits.personName),
  kind: z.enum(brandKinds, { error: '種別を選んでください' }),
  tagline: optionalTextSchema('キャッチコピー', limits.shortText),
  description: optionalTextSchema('紹介文', limits.description),
  themeColor: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.regex(themeColorPattern, { error: 'テーマカラーは「#1a2b3c」の形式で入力してください' }),
    ),
  contact: z.object({
    email: emailSchema,
    phone: phoneSchema,
    hours: optionalTextSchema('受付時間', limits.shortText),
  }),
  sortOrder: sortOrderSchema,
});

export type BrandFormValues = z.input<typeof brandFormSchema>;
export type BrandFields = z.output<typeof brandFormSchema>;
