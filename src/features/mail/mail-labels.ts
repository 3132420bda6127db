import { isMailKind, mailKinds } from '../../../functions/src/messages/mail-templates';

/** delivery.state in the words staff read. */
export const mailStateLabels: Record<string, string> = {
  PENDING: '送信待ち',
  PROCESSING: '送信中',
  SUCCESS: '送信済み',
  ERROR: 'エラー',
  RETRY: '再送待ち',
};

/** A message kind's label (申込受付（お客さま） …), or the kind itself for one we do not know. */
export function mailKindLabel(kind: string): string {
  return isMailKind(kind) ? mailKinds[kind].label : kind;
}

/** Whether staff may send a message of this kind again: not a password reset (its link works once, for an hour). */
export function isResendable(kind: string): boolean {
  return kind !== 'password-reset';
}

/** A message's recipients as one line: a list joined with 「、」. */
export function recipients(to: string | readonly string[]): string {
  return typeof to === 'string' ? to : to.join('、');
}
