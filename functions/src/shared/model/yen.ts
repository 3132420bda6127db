import * as z from 'zod/mini';
import { limits } from './limits.js';

/** An amount in yen, tax included: a whole number (no sen), 0 ≤ n ≤ 10,000,000. */
export const yenSchema = z
  .int({ error: '金額は整数（円）で入力してください' })
  .check(
    z.minimum(0, { error: '金額は0円以上で入力してください' }),
    z.maximum(limits.maxYen, { error: '金額が大きすぎます' }),
  );
