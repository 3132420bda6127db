import { z } from 'zod';
import { limits } from './limits';

/** A Cloud Storage object path in the project bucket (not a URL), e.g. brands/b1/hero.webp. */
export const storagePathSchema = z
  .string()
  .min(1)
  .max(limits.storagePath)
  .regex(/^[^/].*[^/]$|^[^/]$/, { error: 'パスは「/」で始まったり終わったりできません' });
