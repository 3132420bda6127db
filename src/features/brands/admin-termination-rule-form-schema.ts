import * as z from 'zod/mini';
import type { TerminationRuleFields } from '@/lib/model/termination-rule';

const monthsMessage = '予告期間（月）は0〜6の整数で選んでください';
const daysMessage = '予告期間（日）は1〜180の整数で入力してください';

/** The 解約 rule editor as typed (selects and a text field) to the stored fields. */
export const terminationRuleFormSchema = z.pipe(
  z.strictObject({
    endOn: z.enum(['monthEnd', 'anyDay'], { error: '解約日の決まりを選んでください' }),
    noticeMonths: z.string().check(z.regex(/^[0-6]$/, { error: monthsMessage })),
    noticeDays: z.string().check(
      z.trim(),
      z.regex(/^\d{1,3}$/, { error: daysMessage }),
      z.refine((v) => Number(v) >= 1 && Number(v) <= 180, { error: daysMessage }),
    ),
    lastMonthProrated: z.enum(['yes', 'no'], { error: '最終月の請求方法を選んでください' }),
  }),
  z.transform((v): TerminationRuleFields => ({
    endOn: v.endOn,
    noticeMonths: Number(v.noticeMonths),
    noticeDays: Number(v.noticeDays),
    lastMonthProrated: v.lastMonthProrated === 'yes',
  })),
);
export type TerminationRuleFormValues = z.input<typeof terminationRuleFormSchema>;

export function terminationRuleFormValues(rule: TerminationRuleFields): TerminationRuleFormValues {
  return {
    endOn: rule.endOn,
    noticeMonths: String(rule.noticeMonths),
    noticeDays: String(rule.noticeDays),
    lastMonthProrated: rule.lastMonthProrated ? 'yes' : 'no',
  };
}
