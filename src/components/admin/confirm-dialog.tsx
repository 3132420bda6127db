import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import './admin.css';
import './confirm-dialog.css';

export type ConfirmDialogProps = {
  /** Whether the dialog is showing. */
  open: boolean;
  /** The question, e.g. 「ブランドを公開しますか？」. */
  title: string;
  /** What will happen when confirmed, in plain words (who sees what, whether it can be undone). */
  children: ReactNode;
  /** The confirm button names the action itself (「削除する」「公開する」), never just 「OK」. */
  confirmLabel: string;
  /** Shown on the confirm button while `busy` (default: 「処理中…」). */
  busyLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive or irreversible actions: a red button, focus starts on キャンセル. */
  variant?: 'default' | 'danger';
  /** The action is running: both buttons and Esc do nothing (focus stays where it is). */
  busy?: boolean;
  /** Why the action failed, shown in the dialog (role=alert) so it can be tried again. */
  error?: string | null;
  onConfirm: () => void;
  /** キャンセル, Esc or closing: the caller sets `open` to false. */
  onCancel: () => void;
};

/**
 * A modal confirmation on the native `<dialog>` (`showModal`: the page behind is inert, Esc
 * closes). Focus goes to キャンセル for a danger action (a stray Enter does not delete) and to
 * the confirm button otherwise, and returns to what had it (the button that opened the dialog)
 * when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel = '処理中…',
  cancelLabel = 'キャンセル',
  variant = 'default',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const danger = variant === 'danger';
  const dialogRef = useModalDialog(open, danger ? cancelRef : confirmRef);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        // Esc: the dialog closes only through `open`, so React state and the element agree.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="confirm-dialog__body">
        {children}
      </div>
      {error ? (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="confirm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="admin-button"
          onClick={() => {
            if (!busy) onCancel();
          }}
          aria-disabled={busy || undefined}
        >
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={`admin-button ${danger ? 'admin-button--danger-solid' : 'admin-button--primary'}`}
          onClick={() => {
            if (!busy) onConfirm();
          }}
          // Not `disabled`: a disabled button drops the focus out of the dialog while it waits.
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

export type DeleteDialogProps = Omit<ConfirmDialogProps, 'confirmLabel' | 'variant'>;

/** The ConfirmDialog of a deletion: 「削除する」 as a danger action (focus starts on キャンセル). */
export function DeleteDialog({ busyLabel = '削除中…', ...props }: DeleteDialogProps) {
  return (
    <ConfirmDialog {...props} confirmLabel="削除する" busyLabel={busyLabel} variant="danger" />
  );
}
