import { billingStatusLabels, billingTransitions, type BillingStatus } from '@/lib/model/billing';

/** The states staff move a bill to (never back to unpaid). */
export type BillMoveTarget = Exclude<BillingStatus, 'unpaid'>;

type BillMoveWords = {
  /** The row's button. */
  action: string;
  title: string;
  confirmLabel: string;
  /** What happens, in plain words. */
  body: string;
  done: string;
  /** Red, focus on キャンセル: cannot be undone and ends the bill. */
  danger: boolean;
};

export const billMoveWords: Record<BillMoveTarget, BillMoveWords> = {
  paid: {
    action: '入金済みにする',
    title: 'この請求を入金済みにしますか？',
    confirmLabel: '入金済みにする',
    body: '入金日は今（この操作をした日時）として記録されます。入金済みにした請求は元に戻せません。',
    done: '入金済みにしました',
    danger: false,
  },
  overdue: {
    action: '期限超過にする',
    title: 'この請求を支払期限超過にしますか？',
    confirmLabel: '期限超過にする',
    body: 'お客さまのマイページにも「支払期限超過」と表示されます。あとから入金済みや取消にできます。',
    done: '支払期限超過にしました',
    danger: false,
  },
  cancelled: {
    action: '取消',
    title: 'この請求を取り消しますか？',
    confirmLabel: '取り消す',
    body: '取り消した請求は元に戻せず、同じ契約の同じ月の請求を作り直すこともできません（請求は契約と月ごとに1件です）。',
    done: '請求を取り消しました',
    danger: true,
  },
};

/** The moves the state table allows from `status`, in its order. */
export function billMovesFrom(status: BillingStatus): BillMoveTarget[] {
  return billingTransitions[status].filter((to): to is BillMoveTarget => to !== 'unpaid');
}

/** A move the state table does not allow (nothing was written). */
export class BillMoveError extends Error {
  constructor(
    readonly from: BillingStatus,
    readonly to: BillingStatus,
  ) {
    super(`「${billingStatusLabels[from]}」の請求は「${billingStatusLabels[to]}」にできません`);
    this.name = 'BillMoveError';
  }
}
