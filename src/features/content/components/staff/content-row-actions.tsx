import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RowActionButton } from '@/components/admin/row-action-button';
import { unsavedChangesMessages } from '@/components/admin/use-unsaved-changes-blocker';

export type ContentRowActionsProps = {
  /** The row's title (question, お知らせ title), read out after each button's label. */
  name: string;
  published: boolean;
  className?: string;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
};

/** 編集 / 公開する・非公開にする / 削除 of one FAQ or お知らせ row. */
export function ContentRowActions({
  name,
  published,
  className,
  onEdit,
  onTogglePublished,
  onDelete,
}: ContentRowActionsProps) {
  return (
    <div className={className ? `admin-actions ${className}` : 'admin-actions'}>
      <RowActionButton target={name} onClick={onEdit}>
        編集
      </RowActionButton>
      <RowActionButton target={name} onClick={onTogglePublished}>
        {published ? '非公開にする' : '公開する'}
      </RowActionButton>
      <RowActionButton target={name} danger onClick={onDelete}>
        削除
      </RowActionButton>
    </div>
  );
}

export type DiscardEditsDialogProps = {
  open: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
};

/** Asked before an edited FAQ or お知らせ form is closed or swapped for another row. */
export function DiscardEditsDialog({ open, onDiscard, onKeepEditing }: DiscardEditsDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="保存していない変更があります。編集をやめますか？"
      confirmLabel="変更を破棄する"
      cancelLabel="編集を続ける"
      variant="danger"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      <p>{unsavedChangesMessages.body}</p>
    </ConfirmDialog>
  );
}
