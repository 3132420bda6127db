import { useEffect, useId, useRef } from 'react';

export type DeleteRouteRuleDialogProps = {
  /** The rule's `from` and `to`, or null when no deletion is being confirmed. */
  rule: { from: string; to: string } | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A native modal `<dialog>` asking before a rule is deleted (Esc and キャンセル close it). */
export function DeleteRouteRuleDialog({
  rule,
  deleting,
  onConfirm,
  onClose,
}: DeleteRouteRuleDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (rule && !dialog.open) dialog.showModal();
    if (!rule && dialog.open) dialog.close();
  }, [rule]);

  return (
    <dialog
      ref={ref}
      className="route-rules__dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`} className="route-rules__heading">
        転送ルールを削除しますか？
      </h2>
      {rule ? (
        <p>
          {rule.from} → {rule.to}
          <br />
          削除すると元に戻せません。
        </p>
      ) : null}
      <div className="route-rules__actions">
        <button
          className="route-rules__danger"
          type="button"
          onClick={onConfirm}
          disabled={deleting}
        >
          {deleting ? '削除中…' : '削除する'}
        </button>
        <button className="route-rules__secondary" type="button" onClick={onClose} autoFocus>
          キャンセル
        </button>
      </div>
    </dialog>
  );
}
