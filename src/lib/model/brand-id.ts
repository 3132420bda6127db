import { z } from 'zod';

/**
 * Top-level path segments the router (and Hosting) own; a brand id equal to one would shadow
 * a route, so neither the schema nor firestore.rules accept them.
 */
export const reservedBrandIds = [
  'admin',
  'brand',
  'news',
  'faq',
  'builds',
  'api',
  'assets',
] as const;

/** Lower-case letters, digits and hyphens, 3–32 characters, starting with a letter. */
export const brandIdPattern = /^[a-z][a-z0-9-]{1,30}[a-z0-9]$/;

export const brandIdSchema = z
  .string()
  .regex(brandIdPattern, {
    error: 'ブランドIDは英小文字で始まる3〜32文字の英小文字・数字・ハイフンで入力してください',
  })
  .refine((v) => !(reservedBrandIds as readonly string[]).includes(v), {
    error: 'このブランドIDは予約されているため使用できません',
  });
