import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';

/** 建物名: trimmed, ≤ 100 characters; an empty field is absent from the document, never ''. */
export const buildingInputSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => (value === '' ? undefined : value)),
  ),
  z.optional(
    z.string().check(
      z.maxLength(limits.shortText, {
        error: `建物名は${limits.shortText}文字以内で入力してください`,
      }),
    ),
  ),
);
