import * as z from 'zod/mini';
import { isAdultOn, isPlausibleBirthDate } from './adult';
import {
  calendarDateField,
  calendarDatePattern,
  calendarDateSchema,
  isRealCalendarDate,
} from '#shared/model/calendar-date.js';
import { applicationReferenceSchema } from './application-reference';
import { applicationSearchSchema } from './application-search-keys';
import { contractTermsSchema } from './contract-terms';
import { emailSchema } from './email';
import { finalBillSchema } from './final-bill';
import { kanaSchema } from './kana';
import { historyEntries, historyMapSchema, nextHistoryMapKey } from '#shared/model/history-map.js';
import { limits } from '#shared/model/limits.js';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';
import { postalAddressShape } from './postal-address';
import { storagePathSchema } from './storage-path';
import {
  earliestEndDate,
  isAllowedEndDate,
  japaneseDate,
  type TerminationRuleFields,
} from './termination-rule';
import { timestampsShape } from '#shared/model/timestamps.js';
import { uidSchema } from '#shared/model/uid.js';

export const applicationStatuses = [
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'contracted',
  'ended',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: '審査中',
  approved: '承認済み',
  rejected: '却下',
  cancelled: '取消',
  contracted: '契約中',
  ended: '終了',
};

export const moveReasonSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: '理由を入力してください' }),
  z.maxLength(limits.moveReason, {
    error: `理由は${limits.moveReason}文字以内で入力してください`,
  }),
);

/** Staff moves whose history entry must say why (the customer reads it). */
export const reasonRequiredMoves: readonly ApplicationStatus[] = ['rejected', 'cancelled'];

/**
 * The reason of the move that brought the application to its current status, if staff gave one
 * (my unit shows it under the status).
 */
export function currentStatusReason(history: ApplicationHistory): string | undefined {
  return applicationHistoryEntries(history).at(-1)?.reason;
}

// In a module of its own: only the admin screens' chunks use it, not the customer pages'.
export { applicationTransitions } from './application-transitions';

/**
 * One status change: who (uid, the applicant or a staff member), when (the server's time of that
 * write), from → to. `from` is null only for the first entry (the application was made).
 */
export const applicationHistoryEntrySchema = z.strictObject({
  at: z.date(),
  by: uidSchema,
  from: z.nullable(z.enum(applicationStatuses)),
  to: z.enum(applicationStatuses),
  /**
   * 理由: what staff told the customer with the move (承認: optional; 却下 and 取消 by staff:
   * required; the rules check it). Shown in my unit and sent in the result mail.
   */
  reason: z.optional(moveReasonSchema),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

/**
 * The history as stored: a map '0' … '9' → entry, oldest first (why a map: `historyMapSchema`).
 * Read it in order with `applicationHistoryEntries`.
 */
export const applicationHistorySchema = historyMapSchema(
  applicationHistoryEntrySchema,
  limits.applicationHistory,
);
export type ApplicationHistory = z.infer<typeof applicationHistorySchema>;

/** The history entries, oldest first. */
export const applicationHistoryEntries: (history: ApplicationHistory) => ApplicationHistoryEntry[] =
  historyEntries;

/** The map key the next status change writes (`history.{key}`): the number of entries so far. */
export function nextHistoryKey(historyLength: number): string {
  return nextHistoryMapKey(historyLength, limits.applicationHistory, '申込');
}

/**
 * 解約のお申し出: the contractor asks to end the contract on `endDate`, a date the brand's 解約
 * rule allows (termination-rule.ts; the rules check it and refuse a past date). The contractor may
 * withdraw it (back to null) until staff confirm it (`confirmedAt`, `confirmedBy`); a confirmed
 * request keeps the application 契約中 until the end date, and the contract ends by itself the
 * day after (functions: endContract, docs/data-flow.md「解約」).
 */
export const terminationRequestSchema = z.strictObject({
  /** 解約希望日 'YYYY-MM-DD' */
  endDate: calendarDateSchema,
  /** when the request was made (server time) */
  requestedAt: z.date(),
  /** when staff confirmed it (server time); absent until then */
  confirmedAt: z.optional(z.date()),
  /** the staff member who confirmed it */
  confirmedBy: z.optional(uidSchema),
  /**
   * What ending costs, as quoted when the request was made and again when staff confirmed it
   * (final-bill.ts): the mails read it. Absent on requests made before it was kept.
   */
  finalBill: z.optional(finalBillSchema),
});
export type TerminationRequest = z.infer<typeof terminationRequestSchema>;

/** The 解約のお申し出 form; `today` is 'YYYY-MM-DD' in Japan time, `rule` the brand's 解約 rule. */
export function terminationRequestFormSchema(today: string, rule: TerminationRuleFields) {
  return z.strictObject({
    endDate: calendarDateField('解約希望日').check(
      z.refine((d) => d > today, { error: '解約希望日は明日以降の日付を選択してください' }),
      z.refine((d) => d <= today || isAllowedEndDate(rule, today, d), {
        error: `解約希望日は${japaneseDate(earliestEndDate(rule, today))}以降の、規約で選べる日から選んでください`,
      }),
    ),
  });
}

/**
 * brands/{b}/applications/{applicationId} — id generated by the client (doc(collection()).id)
 * so that a retried apply batch targets the same document and cannot create a second one.
 */
export const applicationFieldsSchema = z.strictObject({
  uid: uidSchema,
  /** = asset document id (the asset number) */
  assetId: z
    .string()
    .check(
      z.minLength(1, { error: '入力してください' }),
      z.maxLength(64, { error: '64文字以内で入力してください' }),
    ),
  spaceId: z
    .string()
    .check(
      z.minLength(1, { error: '入力してください' }),
      z.maxLength(64, { error: '64文字以内で入力してください' }),
    ),
  name: personNameSchema,
  kana: kanaSchema,
  email: emailSchema,
  phone: phoneSchema,
  ...postalAddressShape,
  birthDate: calendarDateSchema,
  /** 利用開始希望日 */
  startDate: calendarDateSchema,
  /**
   * 受付番号 (application-reference.ts): 8 characters, unique per brand, claimed in the apply
   * batch and never changed. Absent on applications made before it (they are read out by id).
   */
  reference: z.optional(applicationReferenceSchema),
  /**
   * The staff's search keys: name and フリガナ folded (application-search-keys.ts). Written with
   * every new application; absent on applications made before them (not found by name).
   */
  search: z.optional(applicationSearchSchema),
  /** version of brands/{b}/pages/terms the applicant agreed to (must be the current one) */
  termsVersion: z.int().check(z.minimum(1, { error: '1以上の値を入力してください' })),
  status: z.enum(applicationStatuses),
  /**
   * 本人確認書類 (Storage path). The applicant sets it on create to their own
   * users/{uid}/identity/{brandId}/{applicationId}.{ext}; null only for applications staff created.
   */
  identityDocumentPath: z.nullable(storagePathSchema),
  /** every status change, oldest first (see applicationHistorySchema) */
  history: applicationHistorySchema,
  /** 解約のお申し出 (contracted applications; kept after the contract ended) */
  terminationRequest: z.nullable(terminationRequestSchema),
  /** 契約条件: staff write it once, in the move to contracted (see contract-terms.ts) */
  contract: z.optional(contractTermsSchema),
  ...timestampsShape,
});

/** The application with its invariants: the history starts with the application and ends at `status`. */
export const applicationSchema = applicationFieldsSchema.check(
  z.refine(
    (a) => {
      const entries = applicationHistoryEntries(a.history);
      return (
        entries[0]?.from === null &&
        entries[0].to === 'submitted' &&
        entries.every((e, i) => i === 0 || e.from === entries[i - 1]!.to) &&
        entries.at(-1)?.to === a.status
      );
    },
    { error: '履歴が申込状況と一致しません', path: ['history'] },
  ),
);

export type Application = z.infer<typeof applicationSchema>;

/** The application form; `today` is 'YYYY-MM-DD' in Japan time, passed in so tests are deterministic. */
export function applicationFormSchema(today: string) {
  const fields = z.pick(applicationFieldsSchema, {
    name: true,
    kana: true,
    email: true,
    phone: true,
    postalCode: true,
    prefecture: true,
    city: true,
    addressLine: true,
    building: true,
    birthDate: true,
    startDate: true,
  });
  // Each check on its own field, so every error shows in the same round (an object-level check
  // would wait until every field is valid).
  const wellFormed = (d: string) => calendarDatePattern.test(d) && isRealCalendarDate(d);
  return z.extend(fields, {
    birthDate: calendarDateField('生年月日').check(
      z.refine((d) => !wellFormed(d) || isPlausibleBirthDate(d, today), {
        error: '生年月日をご確認ください（西暦で正しい年を入力してください）',
      }),
      z.refine((d) => !wellFormed(d) || !isPlausibleBirthDate(d, today) || isAdultOn(d, today), {
        error: 'お申し込みは18歳以上の方に限ります',
      }),
    ),
    startDate: calendarDateField('利用開始希望日').check(
      z.refine((d) => !wellFormed(d) || d >= today, {
        error: '利用開始希望日は本日以降の日付を選択してください',
      }),
    ),
    /** set by the upload (uploadIdentityDocument) before the confirm step */
    identityDocumentPath: z
      .string({ error: '本人確認書類をアップロードしてください' })
      .check(z.minLength(1, { error: '本人確認書類をアップロードしてください' })),
    agreedToTerms: z.literal(true, { error: '利用規約への同意が必要です' }),
  });
}

export type ApplicationForm = z.infer<ReturnType<typeof applicationFormSchema>>;
