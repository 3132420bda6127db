import * as z from 'zod/mini';
import { timestampsShape } from '#shared/model/timestamps.js';

/**
 * brands/{b}/settings/termination — the brand's 解約 rule, edited by staff, shown beside the
 * customer's 解約 form, and enforced by firestore.rules (isTerminationRequestByOwner):
 * - `endOn` 'monthEnd': a contract ends on the last day of a month (月末解約); the request must be
 *   made at least `noticeMonths` months before that month (1 = 前月末までに, 0 = 当月末までに).
 * - `endOn` 'anyDay': any day at least `noticeDays` days after the request.
 * - `lastMonthProrated`: the last month is billed 日割り up to the end date (otherwise in full).
 * A brand without the document follows defaultTerminationRule (the demo terms' 第7条).
 */
export const terminationEndOns = ['monthEnd', 'anyDay'] as const;
export type TerminationEndOn = (typeof terminationEndOns)[number];
export const terminationEndOnLabels: Record<TerminationEndOn, string> = {
  monthEnd: '月末のみ（月末解約）',
  anyDay: '任意の日',
};

export const terminationRuleFieldsShape = {
  endOn: z.enum(terminationEndOns, { error: '解約日の決まりを選んでください' }),
  noticeMonths: z
    .int({ error: '予告期間（月）は整数で入力してください' })
    .check(
      z.minimum(0, { error: '予告期間（月）は0以上で入力してください' }),
      z.maximum(6, { error: '予告期間（月）は6か月以内で入力してください' }),
    ),
  noticeDays: z
    .int({ error: '予告期間（日）は整数で入力してください' })
    .check(
      z.minimum(1, { error: '予告期間（日）は1日以上で入力してください' }),
      z.maximum(180, { error: '予告期間（日）は180日以内で入力してください' }),
    ),
  lastMonthProrated: z.boolean({ error: '最終月の請求方法を選んでください' }),
};

export const terminationRuleSchema = z.strictObject({
  ...terminationRuleFieldsShape,
  ...timestampsShape,
});
export type TerminationRule = z.infer<typeof terminationRuleSchema>;
export type TerminationRuleFields = Pick<
  TerminationRule,
  'endOn' | 'noticeMonths' | 'noticeDays' | 'lastMonthProrated'
>;

/** The staff editor's form. */
export const terminationRuleFormSchema = z.strictObject(terminationRuleFieldsShape);

/** The demo terms' 第7条: 前月末までに申し出て、月末に解約; the last month is billed in full. */
export const defaultTerminationRule: TerminationRuleFields = {
  endOn: 'monthEnd',
  noticeMonths: 1,
  noticeDays: 30,
  lastMonthProrated: false,
};

/** How many end dates the customer's form offers (month ends) or allows (days ahead). */
export const terminationChoiceMonths = 12;

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The last day of the month `offset` months after `date`'s month. */
export function monthEndAfter(date: string, offset: number): string {
  const [y, m] = parts(date);
  const end = new Date(Date.UTC(y, m - 1 + offset + 1, 0));
  return iso(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate());
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** '2026-12-31' → '2026年12月31日'. */
export function japaneseDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${y}年${m}月${d}日`;
}

/** The earliest end date a request made on `today` (JST) may ask for. */
export function earliestEndDate(rule: TerminationRuleFields, today: string): string {
  if (rule.endOn === 'monthEnd') return monthEndAfter(today, rule.noticeMonths);
  return addDays(today, Math.max(1, rule.noticeDays));
}

/** True when `endDate` is allowed by the rule for a request made on `today` (JST). */
export function isAllowedEndDate(
  rule: TerminationRuleFields,
  today: string,
  endDate: string,
): boolean {
  if (endDate <= today || endDate < earliestEndDate(rule, today)) return false;
  if (rule.endOn === 'monthEnd') return endDate === monthEndAfter(endDate, 0);
  return true;
}

/** The month ends the customer may choose (monthEnd rules), earliest first. */
export function allowedMonthEnds(rule: TerminationRuleFields, today: string): string[] {
  return Array.from({ length: terminationChoiceMonths }, (_, i) =>
    monthEndAfter(today, rule.noticeMonths + i),
  ).filter((d) => d > today);
}

/** The rule in words, as shown beside the form and in the staff editor's preview. */
export function describeTerminationRule(rule: TerminationRuleFields): string[] {
  const notice =
    rule.endOn === 'monthEnd'
      ? rule.noticeMonths === 0
        ? '解約を希望する月の末日までにお申し出ください。'
        : rule.noticeMonths === 1
          ? '解約を希望する月の前月末日までにお申し出ください。'
          : `解約を希望する月の${rule.noticeMonths}か月前の月末までにお申し出ください。`
      : `解約希望日の${rule.noticeDays}日前までにお申し出ください。`;
  const endOn =
    rule.endOn === 'monthEnd' ? '解約日は月末となります。' : '解約日はお好きな日を選べます。';
  const last = rule.lastMonthProrated
    ? '最終月の利用料は解約日までの日割りで請求します。'
    : '最終月の利用料は日割りせず、1か月分を請求します。';
  return [notice, endOn, last];
}
