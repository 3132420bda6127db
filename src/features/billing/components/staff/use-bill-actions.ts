import { useCallback, useState } from 'react';
import { activePayments, billBalance } from '#shared/model/bill.js';
import { BillChangeError, useChangeBill, type BillChange } from '../../api/change-bill';
import {
  billActionProblem,
  parseYenInput,
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
      const draft = emptyBillActionDraft(today);
      const one = bills.length === 1 ? bills[0] : undefined;
      if (one && action === 'pay') draft.received = String(billBalance(one));
      if (one && action === 'reverse') draft.paymentKey = activePayments(one).at(-1)?.key ?? '';
      if (action === 'write-off') draft.reason = '振込手数料';
      setDraft(draft);
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
    const one = bills[0]!;
    const problem = billActionProblem(
      action,
      draft,
      today,
      one.amount,
      bills.reduce((sum, b) => sum + billBalance(b), 0),
    );
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const base = { brandId, adminUid: await staffUid() };
      const reason = draft.reason.trim();
      const request: BillChange =
        action === 'pay'
          ? draft.method === 'balance'
            ? { ...base, kind: 'apply-credit', billId: one.id, date: draft.date }
            : {
                ...base,
                kind: 'pay',
                billIds: [],
                received: null,
                date: draft.date,
                method: draft.method,
                note: draft.note.trim(),
                line: null,
              }
          : action === 'add-line'
            ? { ...base, kind: 'add-line', billId: one.id, line: lineOf(draft) }
            : action === 'reverse'
              ? { ...base, kind: 'reverse', billId: one.id, paymentKey: draft.paymentKey, reason }
              : { ...base, kind: action, billId: one.id, reason };
      if (request.kind === 'pay' && bills.length > 1) {
        // Several bills ticked: each is paid what it still asks, one payment each.
        for (const bill of bills) await change.mutateAsync({ ...request, billIds: [bill.id] });
      } else if (request.kind === 'pay') {
        const received = draft.received.trim() === '' ? null : parseYenInput(draft.received);
        await change.mutateAsync({ ...request, billIds: [one.id], received });
      } else {
        await change.mutateAsync(request);
      }
      setPending(null);
      if (action === 'pay') setSelected(new Set());
      onDone(
        action === 'pay' && bills.length > 1
          ? `${bills.length}件の入金を記録しました`
          : billActionWords[action].done,
      );
    } catch (failure) {
      setError(failure instanceof BillChangeError ? failure.message : billErrorMessage(failure));
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
