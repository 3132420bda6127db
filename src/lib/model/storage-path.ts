import * as z from 'zod/mini';
import { limits } from './limits';

/** A Cloud Storage object path in the project bucket (not a URL), e.g. brands/b1/hero.webp. */
export const storagePathSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(limits.storagePath),
    z.regex(/^[^/].*[^/]$|^[^/]$/, { error: 'パスは「/」で始まったり終わったりできません' }),
  );
