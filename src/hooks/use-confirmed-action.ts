import { useState } from 'react';

export type ConfirmedAction = {
  /** Whether the confirmation is showing. */
  open: boolean;
  /** The action is running (the dialog's buttons wait). */
  busy: boolean;
  /** Why the last try failed, shown in the dialog so it can be tried again; null otherwise. */
  error: string | null;
  /** Shows the confirmation (a fresh one: no old error). */
  ask: () => void;
  /** Closes it without acting. */
  dismiss: () => void;
  /** Runs the action: the confirmation closes when it resolves and stays open with `failure` when it throws. */
  confirm: () => Promise<void>;
};

/**
 * An irreversible step a person confirms in a dialog before it runs (取り消す, 取り下げる): the
 * dialog's state, and one run at a time.
 */
export function useConfirmedAction(action: () => Promise<void>, failure: string): ConfirmedAction {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
      setOpen(false);
    } catch {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    open,
    busy,
    error,
    ask: () => {
      setError(null);
      setOpen(true);
    },
    dismiss: () => {
      setOpen(false);
      setError(null);
    },
    confirm,
  };
}
