import * as z from 'zod/mini';
// Relative, not '@/': the seed scripts load the model with tsx, which does not resolve the alias.
import { brandIdPattern } from '../../utils/brand-id-pattern';
import { reservedFirstSegments } from '../../utils/reserved-first-segments';

export { brandIdPattern };

export const brandIdSchema = z.string().check(
  z.regex(brandIdPattern, {
    error: 'ブランドIDは英小文字で始まる3〜32文字の英小文字・数字・ハイフンで入力してください',
  }),
  // A brand id equal to a top-level segment the router (and Hosting) own would shadow a route;
  // firestore.rules rejects the same list.
  z.refine((v) => !reservedFirstSegments.has(v), {
    error: 'このブランドIDは予約されているため使用できません',
  }),
);
