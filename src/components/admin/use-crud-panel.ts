import { useCallback, useMemo, useState } from 'react';
import { type DeleteConfirmation, useDeleteConfirmation } from './use-delete-confirmation';

/** Where a switch waiting on the discard-edits question goes: another panel, or closed. */
export type PendingSwitch<P> = { to: P | null } | null;

export type CrudPanel<P, D> = DeleteConfirmation<D> & {
  /** The open add or edit panel (what it is about is the manager's: `{ mode: 'new' }`…), or null. */
  panel: P | null;
  /** Whether the open panel's form holds unsaved edits (the form reports it: setDirty). */
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
  /**
   * Opens a panel, or closes it with null. With unsaved edits in the open panel nothing changes
   * yet: the switch waits in `pendingSwitch` for the discard-edits dialog.
   */
  open: (next: P | null) => void;
  /** Opens a panel at once, dropping unsaved edits (a screen that does not ask first). */
  show: (next: P) => void;
  /** Closes the panel without asking (after a save, or 取消 in the form). */
  close: () => void;
  pendingSwitch: PendingSwitch<P>;
  /** The discard-edits dialog's answers. */
  discardEdits: () => void;
  keepEditing: () => void;
};

/**
 * The state every admin list with an add/edit panel and a delete confirmation keeps (FAQ,
 * お知らせ, devices, spaces, route rules): which panel is open, whether it holds unsaved edits
 * and where a switch is waiting for the discard question, which item's deletion is being
 * confirmed and why it failed (useDeleteConfirmation). The managers keep their texts, focus and
 * messages.
 */
export function useCrudPanel<P, D>(): CrudPanel<P, D> {
  const [panel, setPanel] = useState<P | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<PendingSwitch<P>>(null);
  const deletion = useDeleteConfirmation<D>();

  const open = useCallback(
    (next: P | null) => {
      if (panel !== null && dirty) {
        setPendingSwitch({ to: next });
        return;
      }
      setDirty(false);
      setPanel(next);
    },
    [panel, dirty],
  );

  const show = useCallback((next: P) => {
    setDirty(false);
    setPanel(next);
  }, []);

  const close = useCallback(() => {
    setDirty(false);
    setPanel(null);
  }, []);

  const discardEdits = useCallback(() => {
    setPendingSwitch(null);
    setDirty(false);
    setPanel(pendingSwitch?.to ?? null);
  }, [pendingSwitch]);

  const keepEditing = useCallback(() => setPendingSwitch(null), []);

  // One object per state, so a manager may list it as a dependency.
  return useMemo(
    () => ({
      panel,
      dirty,
      setDirty,
      open,
      show,
      close,
      pendingSwitch,
      discardEdits,
      keepEditing,
      ...deletion,
    }),
    [panel, dirty, open, show, close, pendingSwitch, discardEdits, keepEditing, deletion],
  );
}
