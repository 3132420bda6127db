import { ConfirmDialog } from '@/components/admin/confirm-dialog';

export type DeleteRouteRuleDialogProps = {
  /** The rule's `from` and `to`, or null when no deletion is being confirmed. */
  rule: { from: string; to: string } | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a rule is deleted (the admin kit's ConfirmDialog: Esc and キャンセル close it). */
export function DeleteRouteRuleDialog({
  rule,
  deleting,
  onConfirm,
  onClose,
}: DeleteRouteRuleDialogProps) {
  return (
    <ConfirmDialog
      open={rule !== null}
      title="転送ルールを削除しますか？"
      confirmLabel="削除する"
      busyLabel="削除中…"
      variant="danger"
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {rule ? (
        <p>
          {rule.from} → {rule.to}
          <br />
          削除すると、このアドレスは転送されなくなります。元に戻せません。
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
