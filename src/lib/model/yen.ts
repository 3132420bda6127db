import { z } from 'zod';
import { limits } from './limits';

/** An amount in yen, tax included: a whole number (no sen), 0 ≤ n ≤ 10,000,000. */
export const yenSchema = z
  .int({ error: '金額は整数（円）で入力してください' })
  .min(0, { error: '金額は0円以上で入力してください' })
  .max(limits.maxYen, { error: '金額が大きすぎます' });
