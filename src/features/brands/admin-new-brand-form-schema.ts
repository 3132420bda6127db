import * as z from 'zod/mini';
import { requiredTextSchema } from '@/components/form/text-schemas';
import { brandKinds } from '@/lib/model/brand';
import { emailSchema } from '@/lib/model/email';
import { limits } from '#shared/model/limits.js';
import { phoneSchema } from '@/lib/model/phone';
import { brandIdProblem } from './admin-brand-id-problem';

/**
 * 「ブランドを追加」: the id (checked with the reason it cannot be used), the name and kind, and
 * the contact the model requires (a real one: a placeholder could go public unnoticed).
 */
export const newBrandFormSchema = z.object({
  id: z.string().check(
    z.trim(),
    z.superRefine((id, context) => {
      const problem = brandIdProblem(id);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: id });
    }),
  ),
  name: requiredTextSchema('ブランド名', limits.personName),
  kind: z.enum(brandKinds, { error: '種別を選んでください' }),
  email: emailSchema,
  phone: phoneSchema,
});

export type NewBrandFields = z.output<typeof newBrandFormSchema>;

/** A brand id as typed to its stored form: full-width letters and capitals folded. */
export function normalizeBrandId(value: string): string {
  return value.normalize('NFKC').toLowerCase().trim();
}
