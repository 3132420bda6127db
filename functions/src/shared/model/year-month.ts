import * as z from 'zod/mini';

/** A billing period, 'YYYY-MM'. */
export const yearMonthSchema = z
  .string({ error: '対象月を入力してください' })
  .check(
    z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '対象月は「2026-04」の形式で入力してください' }),
  );
