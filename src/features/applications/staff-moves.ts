import {
  applicationTransitions,
  type ApplicationHistoryEntry,
  type ApplicationStatus,
} from '@/lib/model/application';
import { spaceStatusLabels, type SpaceStatus } from '@/lib/model/space';
import { staffLabel } from '@/utils/staff-label';
import type { SpaceEffect } from './api/move-application';

/** The statuses staff can move an application to (every one but `submitted`). */
export type StaffMoveTarget = Exclude<ApplicationStatus, 'submitted'>;

type StaffMoveWords = {
  /** The button in a row: 承認, 却下, 契約, 解約・終了, 取消 (the state table's words). */
  action: string;
  /** The dialog's question. */
  title: string;
  /** The dialog's confirm button: the action itself. */
  confirmLabel: string;
  /** The result message's first sentence. */
  done: string;
  /** Red button, focus on キャンセル: the move cannot be undone and frees the space. */
  danger: boolean;
};

export const staffMoveWords: Record<StaffMoveTarget, StaffMoveWords> = {
  approved: {
    action: '承認',
    title: 'この申込を承認しますか？',
    confirmLabel: '承認する',
    done: '申込を承認しました。',
    danger: false,
  },
  rejected: {
    action: '却下',
    title: 'この申込を却下しますか？',
    confirmLabel: '却下する',
    done: '申込を却下しました。',
    danger: true,
  },
  contracted: {
    action: '契約',
    title: 'この申込を契約にしますか？',
    confirmLabel: '契約にする',
    done: '契約にしました。',
    danger: false,
  },
  ended: {
    action: '解約・終了',
    title: 'この契約を終了しますか？',
    confirmLabel: '契約を終了する',
    done: '契約を終了しました。',
    danger: true,
  },
  cancelled: {
    action: '取消',
    title: 'この申込を取り消しますか？',
    confirmLabel: '取り消す',
    done: '申込を取り消しました。',
    danger: true,
  },
};

/** The moves staff may make from `status`, in the state table's order. */
export function staffMovesFrom(status: ApplicationStatus): StaffMoveTarget[] {
  return applicationTransitions[status].admin.filter(
    (to): to is StaffMoveTarget => to !== 'submitted',
  );
}

/**
 * The space as the dialog describes it (null: the space no longer exists), and how many wait in
 * its plan's 空き待ち line (a freed space goes to them first).
 */
export type SpaceAtMove = {
  label: string;
  status: SpaceStatus;
  holdsApplication: boolean;
  waiting?: number;
} | null;

/**
 * What the move does to the space, in the words the confirmation uses:
 * 「区画 A-101 は契約中になります」, 「区画 A-101 は空きに戻り、サイトで申し込めるようになります」.
 */
export function spaceEffectSentence(
  to: StaffMoveTarget,
  effect: SpaceEffect,
  space: SpaceAtMove,
  spaceId: string,
): string {
  const label = space?.label ?? spaceId;
  if (effect === 'occupy') return `区画 ${label} は契約中になります。`;
  if (effect === 'free')
    return space?.waiting
      ? `区画 ${label} は空きになり、このプランの空き待ち（${space.waiting}人）の先頭の方へ自動でご案内します（利用開始希望日が合う方がいなければ、サイトで申し込めるようになります）。`
      : `区画 ${label} は空きに戻り、サイトで申し込めるようになります。`;
  if (space === null) return `区画 ${label} が見つからないため、区画は変わりません。`;
  if (to === 'approved' && space.holdsApplication)
    return `区画 ${label} は申込受付中のまま、この方のために確保されます。`;
  return `区画 ${label} はこの申込で確保されていないため、今の状態（${spaceStatusLabels[space.status]}）のまま変わりません。`;
}

/** What else the person confirming should know. */
export function moveConsequence(to: StaffMoveTarget): string {
  switch (to) {
    case 'approved':
      return 'お客さまとの契約手続きが済んだら「契約」にしてください。';
    case 'contracted':
      return '契約中の申込は、解約のお申し出などで「解約・終了」するまで続きます。';
    default:
      return 'この操作は元に戻せません。';
  }
}

/** The result message after the move: the action and what became of the space. */
export function moveDoneMessage(to: StaffMoveTarget, effect: SpaceEffect, label: string): string {
  const space =
    effect === 'occupy'
      ? `区画 ${label} は契約中になりました。`
      : effect === 'free'
        ? `区画 ${label} は空きに戻りました。`
        : '';
  return `${staffMoveWords[to].done}${space}`;
}

/** Who made a history entry: 「お客さま」 for the applicant, otherwise the staff member's uid. */
export function historyActor(
  entry: Pick<ApplicationHistoryEntry, 'by'>,
  applicantUid: string,
  staffNames?: ReadonlyMap<string, string>,
) {
  if (entry.by === applicantUid) return 'お客さま';
  return staffLabel(entry.by, staffNames);
}
