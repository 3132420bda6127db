import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { planSchema } from './plan';
import { spaceTypes } from './space';

/** `${type}_${monthlyFee}_${widthCm}x${depthCm}`, as planKeyOf() builds it. */
const planKeyPattern = new RegExp(`^(${spaceTypes.join('|')})_[0-9]+_[0-9]+x[0-9]+$`);

/** asset.plans: planKey → plan; at most 50, each key naming its own type and fee. */
export const plansSchema = z
  .record(
    z.string().check(z.regex(planKeyPattern, { error: 'プランのキーの形式が正しくありません' })),
    planSchema,
  )
  .check(
    z.refine((plans) => Object.keys(plans).length <= limits.plans, {
      error: `プランは${limits.plans}件までです`,
    }),
    z.refine(
      (plans) =>
        Object.entries(plans).every(([key, p]) => key.startsWith(`${p.type}_${p.monthlyFee}_`)),
      { error: 'プランのキーが種別・月額と一致しません' },
    ),
  );

export type Plans = z.infer<typeof plansSchema>;
