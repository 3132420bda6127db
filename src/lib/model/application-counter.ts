import * as z from 'zod/mini';
import { autoIdSchema } from './document-id';
import { limits } from '#shared/model/limits.js';

/**
 * brands/{b}/applicationCounters/{uid} — how many `submitted` applications the user holds in the
 * brand (at most limits.openApplicationsPerBrand). Rules cannot count documents, so the apply
 * batch adds one here and the application's rule requires it; the cancel batch and staff moves
 * out of `submitted` take one off. `lastApplicationId` names the application of the last move,
 * which is how the rules tie this write to that application. Read: the user, admins.
 */
export const applicationCounterSchema = z.strictObject({
  open: z.int().check(
    z.minimum(0, { error: '0以上の値を入力してください' }),
    z.maximum(limits.openApplicationsPerBrand, {
      error: `${limits.openApplicationsPerBrand}以下の値を入力してください`,
    }),
  ),
  lastApplicationId: z.nullable(autoIdSchema),
  updatedAt: z.date(),
});

export type ApplicationCounter = z.infer<typeof applicationCounterSchema>;

/** Shown when the apply batch is refused because the user already holds the maximum. */
export const openApplicationLimitMessage = `審査中のお申し込みは1ブランドにつき${limits.openApplicationsPerBrand}件までです。新しくお申し込みいただくには、審査中のお申し込みをキャンセルするか、審査の結果をお待ちください。`;
