import * as z from 'zod/mini';
import { calendarDateSchema } from './calendar-date';
import { limits } from './limits';
import { timestampsShape } from './timestamps';
import { yearMonthSchema } from './year-month';
import { yenSchema } from './yen';

export const billingStatuses = ['unpaid', 'paid', 'overdue', 'cancelled'] as const;
export type BillingStatus = (typeof billingStatuses)[number];
export const billingStatusLabels: Record<BillingStatus, string> = {
  unpaid: '未払い',
  paid: '支払済み',
  overdue: '支払期限超過',
  cancelled: '取消',
};

/** Admin moves (firestore.rules enforces the same). */
export const billingTransitions: Readonly<Record<BillingStatus, readonly BillingStatus[]>> = {
  unpaid: ['paid', 'overdue', 'cancelled'],
  overdue: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

/** One bill per application and month: the document id is `${applicationId}_${period}`. */
export function billingId(applicationId: string, period: string): string {
  return `${applicationId}_${period}`;
}

/** brands/{b}/billings/{applicationId}_{period} — admin-written; the owner (uid) reads. */
export const billingSchema = z
  .strictObject({
    uid: z
      .string()
      .check(
        z.minLength(1, { error: '入力してください' }),
        z.maxLength(128, { error: '128文字以内で入力してください' }),
      ),
    applicationId: z
      .string()
      .check(
        z.minLength(1, { error: '入力してください' }),
        z.maxLength(64, { error: '64文字以内で入力してください' }),
      ),
    /** 対象月 */
    period: yearMonthSchema,
    /** 請求額 (tax included yen) */
    amount: yenSchema,
    /** 内訳・摘要, e.g. 2026年4月分 利用料・管理費 */
    description: z
      .string()
      .check(
        z.maxLength(limits.shortText, { error: `${limits.shortText}文字以内で入力してください` }),
      ),
    status: z.enum(billingStatuses),
    /** 支払期限 */
    dueDate: calendarDateSchema,
    /** 入金日時: set exactly when status is paid */
    paidAt: z.nullable(z.date()),
    ...timestampsShape,
  })
  .check(
    z.refine((b) => (b.status === 'paid') === (b.paidAt !== null), {
      error: '支払済みの請求にだけ入金日時を設定できます',
      path: ['paidAt'],
    }),
  );

export type Billing = z.infer<typeof billingSchema>;
