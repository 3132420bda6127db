import { GENERIC_SUBMIT_ERROR } from '@/components/form/server-error';
import { limits } from '#shared/model/limits.js';

/**
 * Why 申し込む did not go through, as the confirm step tells it:
 * - `space-taken`: someone else's application for the space was completed first;
 * - `open-limit`: the person already has the most 審査中 applications a brand allows;
 * - `refused`: the rules refused it for another reason (the terms changed meanwhile…);
 * - `failed`: no answer (network): try again, everything is kept.
 */
export type ApplyFailureKind = 'space-taken' | 'open-limit' | 'refused' | 'failed';

export type ApplyFailure = { kind: ApplyFailureKind; message: string };

export const applyFailureMessages: Record<ApplyFailureKind, string> = {
  'space-taken':
    '申し訳ありません。この区画は他の方のお申し込みが完了したため、お申し込みいただけませんでした。',
  'open-limit': `お申し込み中（審査中）の区画は1ブランドにつき${limits.openApplicationsPerBrand}件までです。マイユニットで状況をご確認ください。`,
  refused:
    'お申し込みを受け付けられませんでした。ページを再読み込みして内容をご確認のうえ、もう一度お試しください。',
  failed: GENERIC_SUBMIT_ERROR,
};

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/**
 * What to tell the applicant about an error from the apply step: applyForSpace's
 * ApplyForSpaceError carries its `reason`; any other refusal by the rules is `refused`;
 * everything else (no connection, a timeout) is `failed`, to be tried again.
 */
export function applyFailureOf(error: unknown): ApplyFailure {
  const reason = field(error, 'reason');
  const kind: ApplyFailureKind =
    reason === 'space-taken' || reason === 'open-limit'
      ? reason
      : field(error, 'code') === 'permission-denied'
        ? 'refused'
        : 'failed';
  return { kind, message: applyFailureMessages[kind] };
}
