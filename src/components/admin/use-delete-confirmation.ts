import { useCallback, useMemo, useState } from 'react';

export type DeleteConfirmation<D> = {
  /** The item whose deletion is being confirmed (its dialog is open), and why it failed. */
  deleting: D | null;
  deleteError: string | null;
  askDelete: (item: D) => void;
  cancelDelete: () => void;
  /**
   * Runs the confirmed deletion: the dialog closes when `remove` resolves and stays open with
   * `failureMessage(error)` when it throws, so staff can retry or cancel.
   */
  confirmDelete: (
    remove: (item: D) => Promise<void>,
    failureMessage: (error: unknown) => string,
  ) => Promise<void>;
};

/**
 * The state of a delete confirmation (DeleteDialog): which item is asked about and why its
 * deletion failed. The CRUD managers have it through useCrudPanel; the asset's photos use it
 * alone.
 */
export function useDeleteConfirmation<D>(): DeleteConfirmation<D> {
  const [deleting, setDeleting] = useState<D | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const askDelete = useCallback((item: D) => {
    setDeleteError(null);
    setDeleting(item);
  }, []);

  const cancelDelete = useCallback(() => setDeleting(null), []);

  const confirmDelete = useCallback(
    async (remove: (item: D) => Promise<void>, failureMessage: (error: unknown) => string) => {
      if (deleting === null) return;
      setDeleteError(null);
      try {
        await remove(deleting);
        setDeleting(null);
      } catch (error) {
        setDeleteError(failureMessage(error));
      }
    },
    [deleting],
  );

  // One object per state, so a caller may list it as a dependency.
  return useMemo(
    () => ({ deleting, deleteError, askDelete, cancelDelete, confirmDelete }),
    [deleting, deleteError, askDelete, cancelDelete, confirmDelete],
  );
}
