import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { toHalfWidthDigits } from '@/utils/normalize-digits';

export const stationMessages = {
  lineRequired: '路線名を入力してください',
  lineTooLong: `路線名は${limits.listItem}文字以内で入力してください`,
  stationRequired: '駅名を入力してください',
  stationTooLong: `駅名は${limits.listItem}文字以内で入力してください`,
  walkRequired: '徒歩分数を入力してください',
  walkRange: '徒歩分数は0〜120の整数で入力してください',
} as const;

/** One 最寄り駅 row as typed: 路線, 駅, 徒歩分 (a text box, so ５ and 5 both work). */
export const stationInputSchema = z.object({
  line: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: stationMessages.lineRequired }),
      z.maxLength(limits.listItem, { error: stationMessages.lineTooLong }),
    ),
  station: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: stationMessages.stationRequired }),
      z.maxLength(limits.listItem, { error: stationMessages.stationTooLong }),
    ),
  walkMinutes: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: stationMessages.walkRequired })),
      z.transform((value) => Number(toHalfWidthDigits(value.normalize('NFKC')))),
    ),
    z
      .int({ error: stationMessages.walkRange })
      .check(
        z.minimum(0, { error: stationMessages.walkRange }),
        z.maximum(120, { error: stationMessages.walkRange }),
      ),
  ),
});

export type StationInput = z.input<typeof stationInputSchema>;
