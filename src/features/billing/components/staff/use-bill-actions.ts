import { useCallback, useState } from 'react';
import { billHistoryEntries } from '@/lib/model/bill';
import { useChangeBill, type BillAsRead, type BillChange } from '../../api/change-bill';
import {
  billActionProblem,
  billActionWords,
  emptyBillActionDraft,
  lineOf,
  type BillAction,
  type BillActionDraft,
} from '../../bill-action-form';
import { billErrorMessage } from '../../bill-error-message';
import type { BillRow } from '../../bill-row';
import type { PendingBillAction } from './bill-action-dialog';
import { staffUid } from './staff-uid';

const asRead = (bill: BillRow): BillAsRead => ({
  id: bill.id,
  amount: bill.amount,
  lines: bill.lines,
  historyLength: billHistoryEntries(bill.history).length,
});

/**
 * The billing screen's changes to bills: which change is being confirmed (for one bill, or for
 * the ticked bills when recording a payment), what was typed (kept when a write is refused),
 * the tick boxes, and the write through changeBill.
 */
export function useBillActions(brandId: string, today: string, onDone: (message: string) => void) {
  const change = useChangeBill();
  const [pending, setPending] = useState<PendingBillAction | null>(null);
  const [draft, setDraft] = useState<BillActionDraft>(() => emptyBillActionDraft(today));
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const open = useCallback(
    (bills: readonly BillRow[], action: BillAction) => {
      setError(null);
      setDraft(emptyBillActionDraft(today));
      setPending({ action, bills });
    },
    [today],
  );
  const start = useCallback((bill: BillRow, action: BillAction) => open([bill], action), [open]);
  const select = useCallback((bill: BillRow, on: boolean) => {
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(bill.id);
      else next.delete(bill.id);
      return next;
    });
  }, []);

  const confirm = async () => {
    if (!pending) return;
    const { action, bills } = pending;
    const problem = billActionProblem(action, draft, today, bills[0]?.amount ?? 0);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const base = { brandId, adminUid: await staffUid() };
      const one = asRead(bills[0]!);
      const reason = draft.reason.trim();
      const request: BillChange =
        action === 'pay'
          ? {
              ...base,
              kind: 'pay',
              bills: bills.map(asRead),
              payment: { date: draft.date, method: draft.method, note: draft.note.trim() },
            }
          : action === 'add-line'
            ? { ...base, kind: 'add-line', bill: one, line: lineOf(draft) }
            : { ...base, kind: action, bill: one, reason };
      await change.mutateAsync(request);
      setPending(null);
      if (action === 'pay') setSelected(new Set());
      onDone(
        action === 'pay' && bills.length > 1
          ? `${bills.length}件の入金を記録しました`
          : billActionWords[action].done,
      );
    } catch (failure) {
      setError(billErrorMessage(failure));
    }
  };

  return {
    pending,
    draft,
    setDraft,
    error,
    busy: change.isPending,
    selected,
    select,
    start,
    open,
    confirm: () => void confirm(),
    cancel: () => setPending(null),
  };
}
