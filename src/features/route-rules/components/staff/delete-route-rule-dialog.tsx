import { DeleteDialog } from '@/components/admin/confirm-dialog';

export type DeleteRouteRuleDialogProps = {
  /** The rule's `from` and `to`, or null when no deletion is being confirmed. */
  rule: { from: string; to: string } | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a rule is deleted (the admin kit's DeleteDialog: Esc and キャンセル close it). */
export function DeleteRouteRuleDialog({
  rule,
  deleting,
  onConfirm,
  onClose,
}: DeleteRouteRuleDialogProps) {
  return (
    <DeleteDialog
      open={rule !== null}
      title="転送ルールを削除しますか？"
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
    </DeleteDialog>
  );
}
