import { useCallback, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable } from '@/components/admin/data-table';
import type { DataTableProps } from '@/components/admin/data-table';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useCrudPanel } from '@/components/admin/use-crud-panel';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { contentAdminMessages } from '../../content-admin-messages';
import { DiscardEditsDialog } from './content-row-actions';

export type ContentEditing = { mode: 'new' } | { mode: 'edit'; id: string };

/**
 * The state both content managers (よくある質問, お知らせ) share: the open form, the delete
 * confirmation, the unsaved-changes guard and the result message.
 */
export function useContentManager<T extends { id: string }>() {
  const result = useResultMessage();
  const crud = useCrudPanel<ContentEditing, T>();
  const editing = crud.panel;
  const addButton = useRef<HTMLButtonElement>(null);
  const unsaved = useUnsavedChangesBlocker(editing !== null && crud.dirty);
  const editingId = editing?.mode === 'edit' ? editing.id : null;

  const open = useCallback(
    (next: ContentEditing) => {
      result.clear();
      crud.open(next);
    },
    [crud, result],
  );

  const close = () => {
    crud.close();
    addButton.current?.focus();
  };

  /** Creates or updates (by whether a row is open), says so and closes the form. */
  const save = async (update: (id: string) => Promise<unknown>, create: () => Promise<unknown>) => {
    if (editingId !== null) {
      await update(editingId);
      result.showSuccess(contentAdminMessages.saved);
    } else {
      await create();
      result.showSuccess(contentAdminMessages.created);
    }
    close();
  };

  /** Runs a row action (公開, 並べ替え) and shows the message it returns, or its failure. */
  const act = async (action: () => Promise<string>, failure: string) => {
    result.clear();
    try {
      result.showSuccess(await action());
    } catch (error) {
      result.showFailure(adminErrorMessage(error, failure));
    }
  };

  const confirmDelete = (remove: (id: string) => Promise<unknown>) =>
    crud.confirmDelete(
      async ({ id }) => {
        await remove(id);
        if (editingId === id) crud.close();
        result.showSuccess(contentAdminMessages.deleted);
      },
      (error) => adminErrorMessage(error, adminErrorMessages.deleteFailed),
    );

  return {
    result,
    crud,
    editing,
    editingId,
    addButton,
    unsaved,
    open,
    close,
    save,
    act,
    confirmDelete,
  };
}

export type ContentManager<T extends { id: string }> = ReturnType<typeof useContentManager<T>>;

export type ContentManagerFrameProps<T extends { id: string }> = {
  manager: ContentManager<T>;
  /** What one row is (質問, お知らせ): the headings, buttons and dialog title say it. */
  noun: string;
  /** The open form, given its accessible label (「質問の追加」). */
  renderForm: (editing: ContentEditing, label: string) => ReactNode;
  /** What the public page shows, before its link. */
  description: string;
  publicHref: string;
  /** Shown above the table. */
  note?: ReactNode;
  table: Pick<
    DataTableProps<T>,
    'data' | 'columns' | 'caption' | 'initialSorting' | 'searchPlaceholder' | 'searchText'
  >;
  /** Deletes the row the confirmation is for. */
  onDelete: (id: string) => Promise<unknown>;
  deleteBusy: boolean;
  /** The delete confirmation's text, after the row's name. */
  deleteNote: ReactNode;
  /** The row's name in the delete confirmation. */
  nameOf: (row: T) => string;
};

/** The screen of a content manager: the form, the list with its add button, and the dialogs. */
export function ContentManagerFrame<T extends { id: string }>({
  manager,
  noun,
  renderForm,
  description,
  publicHref,
  note,
  table,
  onDelete,
  deleteBusy,
  deleteNote,
  nameOf,
}: ContentManagerFrameProps<T>) {
  const { crud, editing, result, addButton, unsaved, open, confirmDelete } = manager;
  const adding = editing?.mode === 'new';
  return (
    <div className="content-list">
      {editing ? (
        <AdminSection
          title={adding ? `${noun}を追加` : `${noun}を編集`}
          className="content-list__form"
        >
          {renderForm(editing, adding ? `${noun}の追加` : `${noun}の編集`)}
        </AdminSection>
      ) : null}

      <AdminSection
        title={`${noun}の一覧`}
        description={
          <>
            {description} <Link to={publicHref}>公開ページを見る</Link>
          </>
        }
      >
        {note}
        <DataTable
          {...table}
          getRowId={(row) => row.id}
          searchLabel={`${noun}を検索`}
          toolbar={
            <div className="admin-actions">
              <button
                ref={addButton}
                type="button"
                className="admin-button admin-button--primary"
                onClick={() => open({ mode: 'new' })}
              >
                {noun}を追加
              </button>
            </div>
          }
          emptyState={<p>{`${noun}はまだありません。「${noun}を追加」から登録してください。`}</p>}
        />
      </AdminSection>

      <ConfirmDialog
        open={crud.deleting !== null}
        title={`この${noun}を削除しますか？`}
        confirmLabel="削除する"
        busyLabel="削除しています…"
        variant="danger"
        busy={deleteBusy}
        error={crud.deleteError}
        onConfirm={() => void confirmDelete(onDelete)}
        onCancel={crud.cancelDelete}
      >
        <p className="content-list__quote">{crud.deleting ? nameOf(crud.deleting) : undefined}</p>
        {deleteNote}
      </ConfirmDialog>

      <DiscardEditsDialog
        open={crud.pendingSwitch !== null}
        onDiscard={crud.discardEdits}
        onKeepEditing={crud.keepEditing}
      />

      {unsaved.dialog}
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </div>
  );
}
