import { limits } from '#shared/model/limits.js';
import type { PaymentRecordMethod } from '#shared/model/bill.js';
import { isRealCalendarDate, calendarDatePattern } from '#shared/model/calendar-date.js';

/** What staff do to bills from the billing screen (one bill, or several for 'pay'). */
export type BillAction = 'add-line' | 'pay' | 'reverse' | 'write-off' | 'cancel';

export const billActionWords: Record<
  BillAction,
  { button: string; title: string; confirm: string; done: string; danger: boolean }
> = {
  'add-line': {
    button: '値引き・追加',
    title: '明細を追加しますか？',
    confirm: '明細を追加する',
    done: '明細を追加しました',
    danger: false,
  },
  pay: {
    button: '入金を記録',
    title: '入金を記録しますか？',
    confirm: '入金を記録する',
    done: '入金を記録しました',
    danger: false,
  },
  reverse: {
    button: '入金を取消',
    title: '入金の記録を取り消しますか？',
    confirm: '入金を取り消す',
    done: '入金の記録を取り消しました',
    danger: true,
  },
  'write-off': {
    button: '差額を処理',
    title: '残りの金額を差額として処理しますか？',
    confirm: '差額として処理する',
    done: '差額を処理しました（支払済みになりました）',
    danger: false,
  },
  cancel: {
    button: '請求を取消',
    title: 'この請求を取り消しますか？',
    confirm: '請求を取り消す',
    done: '請求を取り消しました',
    danger: true,
  },
};

/** The dialog's fields as typed. */
export type BillActionDraft = {
  lineKind: 'credit' | 'charge';
  amount: string;
  reason: string;
  date: string;
  method: PaymentRecordMethod;
  note: string;
  /** 入金額 (yen as typed); empty: what the bill still asks */
  received: string;
  /** the payment a reversal undoes (its key in the bill's payments) */
  paymentKey: string;
};

export const emptyBillActionDraft = (today: string): BillActionDraft => ({
  lineKind: 'credit',
  amount: '',
  reason: '',
  date: today,
  method: 'transfer',
  note: '',
  received: '',
  paymentKey: '',
});

/** 「10,200」「１０２００」「¥10,200」 → 10200; null when it is not whole yen. */
export function parseYenInput(text: string): number | null {
  const v = text.normalize('NFKC').replace(/[¥,円\s]/g, '');
  return /^\d{1,8}$/.test(v) ? Number(v) : null;
}

/** The first problem with the typed fields for `action`, in Japanese; null when they are fine. */
export function billActionProblem(
  action: BillAction,
  draft: BillActionDraft,
  today: string,
  billAmount: number,
  /** what the bill still asks (for 入金額) */
  balance: number = billAmount,
): string | null {
  const reason = draft.reason.trim();
  if (action === 'add-line') {
    const text = draft.amount.replaceAll(',', '').trim();
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > limits.maxYen)
      return '金額は1〜10,000,000の整数（円）で入力してください';
    if (draft.lineKind === 'credit' && Number(text) > billAmount)
      return `値引きは請求額（${billAmount.toLocaleString('ja-JP')}円）までです`;
  }
  if (action === 'reverse' && draft.paymentKey === '') return '取り消す入金を選んでください';
  if (action !== 'pay') {
    if (reason === '') return '理由を入力してください';
    if (reason.length > limits.billNote)
      return `理由は${limits.billNote}文字以内で入力してください`;
    return null;
  }
  if (!calendarDatePattern.test(draft.date) || !isRealCalendarDate(draft.date))
    return '入金日を正しい日付で入力してください';
  if (draft.date > today) return '入金日に未来の日付は指定できません';
  if (draft.received.trim() !== '' && draft.method !== 'balance') {
    const received = parseYenInput(draft.received);
    if (received === null || received < 1 || received > limits.maxYen)
      return '入金額は1〜10,000,000の整数（円）で入力してください';
  }
  if (balance <= 0) return 'この請求に残りのお支払いはありません';
  if (draft.note.length > limits.billNote)
    return `メモは${limits.billNote}文字以内で入力してください`;
  return null;
}

/** The line a valid 'add-line' draft adds (a credit's amount negative). */
export function lineOf(draft: BillActionDraft) {
  const amount = Number(draft.amount.replaceAll(',', '').trim());
  return {
    kind: draft.lineKind,
    label: draft.reason.trim(),
    amount: draft.lineKind === 'credit' ? -amount : amount,
  };
}
