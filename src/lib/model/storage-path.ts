import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';

/** A Cloud Storage object path in the project bucket (not a URL), e.g. brands/b1/hero.webp. */
export const storagePathSchema = z
  .string()
  .check(
    z.minLength(1, { error: '入力してください' }),
    z.maxLength(limits.storagePath, { error: `${limits.storagePath}文字以内で入力してください` }),
    z.regex(/^[^/].*[^/]$|^[^/]$/, { error: 'パスは「/」で始まったり終わったりできません' }),
  );
