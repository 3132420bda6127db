import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable } from '@/components/admin/data-table';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ResultMessage } from '@/components/admin/result-message';
import { StatusBadge } from '@/components/ui/status-badge';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useCrudPanel } from '@/components/admin/use-crud-panel';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { useCreateFaq } from '../../api/admin-create-faq';
import { useDeleteFaq } from '../../api/admin-delete-faq';
import { useAdminFaqs } from '../../api/admin-get-faqs';
import type { AdminFaq } from '../../api/admin-get-faqs';
import { useMoveFaq } from '../../api/admin-move-faq';
import { useSetFaqPublished } from '../../api/admin-set-faq-published';
import { useUpdateFaq } from '../../api/admin-update-faq';
import { contentAdminMessages } from '../../content-admin-messages';
import type { FaqFields } from '../../faq-form-schema';
import { nextSortOrder, planFaqMove } from '../../faq-move-plan';
import type { FaqMoveDirection } from '../../faq-move-plan';
import { FaqForm } from './faq-form';
import type { FaqDraft } from './faq-form';
import { ContentRowActions, DiscardEditsDialog } from './content-row-actions';
import './content-admin.css';

export type FaqManagerProps = {
  /** A brand's FAQ, or the site's (faqs/) when null. */
  brandId: string | null;
  /** The public FAQ page. */
  publicHref: string;
  /** The public FAQ list's rendering of one draft question. */
  renderPreview: (draft: FaqDraft) => ReactNode;
};

type Editing = { mode: 'new' } | { mode: 'edit'; id: string } | null;
type Row = AdminFaq & { position: number };

const newFaq: FaqFields = { question: '', answer: '', category: '', published: true };

const column = createColumnHelper<Row>();

/**
 * よくある質問 of a brand or of the whole site: the list in display order (DataTable), add and
 * edit with a preview, 公開 on and off, 上へ/下へ, and delete after a confirmation.
 */
export function FaqManager({ brandId, publicHref, renderPreview }: FaqManagerProps) {
  const faqs = useAdminFaqs(brandId);
  const createFaq = useCreateFaq();
  const updateFaq = useUpdateFaq();
  const deleteFaq = useDeleteFaq();
  const setPublished = useSetFaqPublished();
  const moveFaq = useMoveFaq();
  const result = useResultMessage();
  const crud = useCrudPanel<NonNullable<Editing>, AdminFaq>();
  const { panel: editing, dirty, deleting } = crud;
  const addButton = useRef<HTMLButtonElement>(null);
  const unsaved = useUnsavedChangesBlocker(editing !== null && dirty);

  const rows = useMemo<Row[]>(
    () => faqs.map((faq, index) => ({ ...faq, position: index + 1 })),
    [faqs],
  );
  const categories = useMemo(
    () => [...new Set(faqs.map((faq) => faq.category.trim()).filter(Boolean))],
    [faqs],
  );
  const editingFaq = editing?.mode === 'edit' ? faqs.find((faq) => faq.id === editing.id) : null;

  const open = useCallback(
    (next: Editing) => {
      result.clear();
      crud.open(next);
    },
    [crud, result],
  );

  const close = () => {
    crud.close();
    addButton.current?.focus();
  };

  const save = async (fields: FaqFields) => {
    if (editing?.mode === 'edit') {
      await updateFaq.mutateAsync({ brandId, id: editing.id, fields });
      result.showSuccess(contentAdminMessages.saved);
    } else {
      await createFaq.mutateAsync({ brandId, fields, sortOrder: nextSortOrder(faqs) });
      result.showSuccess(contentAdminMessages.created);
    }
    close();
  };

  const togglePublished = async (faq: AdminFaq) => {
    result.clear();
    try {
      await setPublished.mutateAsync({ brandId, id: faq.id, published: !faq.published });
      result.showSuccess(
        faq.published ? contentAdminMessages.unpublished : contentAdminMessages.published,
      );
    } catch (error) {
      result.showFailure(adminErrorMessage(error, adminErrorMessages.saveFailed));
    }
  };

  const move = async (faq: AdminFaq, direction: FaqMoveDirection) => {
    const changes = planFaqMove(faqs, faq.id, direction);
    if (changes.length === 0 || moveFaq.isPending) return;
    result.clear();
    try {
      await moveFaq.mutateAsync({ brandId, changes });
      result.showSuccess(contentAdminMessages.moved);
    } catch (error) {
      result.showFailure(adminErrorMessage(error, contentAdminMessages.moveFailed));
    }
  };

  const confirmDelete = () =>
    crud.confirmDelete(
      async ({ id }) => {
        await deleteFaq.mutateAsync({ brandId, id });
        if (editing?.mode === 'edit' && editing.id === id) crud.close();
        result.showSuccess(contentAdminMessages.deleted);
      },
      (error) => adminErrorMessage(error, adminErrorMessages.deleteFailed),
    );

  const columns: DataTableColumn<Row>[] = [
    column.accessor('question', {
      header: '質問',
      meta: { rowHeader: true, wrap: true },
    }),
    column.accessor((faq) => faq.category || 'その他', { id: 'category', header: '分類' }),
    column.accessor((faq) => (faq.published ? '公開中' : '非公開'), {
      id: 'published',
      header: '公開',
      cell: ({ row }) =>
        row.original.published ? (
          <StatusBadge tone="success">公開中</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">非公開</StatusBadge>
        ),
    }),
    column.accessor('position', {
      header: '表示順',
      cell: ({ row }) => {
        const faq = row.original;
        const first = faq.position === 1;
        const last = faq.position === faqs.length;
        const name = <span className="visually-hidden">（{faq.question}）</span>;
        return (
          <div className="admin-actions faq-admin__order">
            <span className="faq-admin__position">{faq.position}</span>
            <button
              type="button"
              className="admin-button admin-button--small"
              // aria-disabled, not disabled: focus stays on the button when it reaches the top.
              aria-disabled={first || moveFaq.isPending || undefined}
              onClick={() => void (first ? undefined : move(faq, 'up'))}
            >
              <span aria-hidden="true">↑</span> 上へ{name}
            </button>
            <button
              type="button"
              className="admin-button admin-button--small"
              aria-disabled={last || moveFaq.isPending || undefined}
              onClick={() => void (last ? undefined : move(faq, 'down'))}
            >
              <span aria-hidden="true">↓</span> 下へ{name}
            </button>
          </div>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => {
        const faq = row.original;
        return (
          <ContentRowActions
            name={faq.question}
            published={faq.published}
            className="faq-admin__actions"
            onEdit={() => open({ mode: 'edit', id: faq.id })}
            onTogglePublished={() => void togglePublished(faq)}
            onDelete={() => crud.askDelete(faq)}
          />
        );
      },
    }),
  ];

  return (
    <div className="content-list">
      {editing ? (
        <AdminSection
          title={editing.mode === 'new' ? '質問を追加' : '質問を編集'}
          className="content-list__form"
        >
          <FaqForm
            key={editing.mode === 'new' ? 'new' : editing.id}
            initial={
              editingFaq
                ? {
                    question: editingFaq.question,
                    answer: editingFaq.answer,
                    category: editingFaq.category,
                    published: editingFaq.published,
                  }
                : newFaq
            }
            categories={categories}
            onSave={save}
            onCancel={close}
            onDirtyChange={crud.setDirty}
            renderPreview={renderPreview}
            label={editing.mode === 'new' ? '質問の追加' : '質問の編集'}
          />
        </AdminSection>
      ) : null}

      <AdminSection
        title="質問の一覧"
        description={
          <>
            公開中の質問が表示順に公開ページに並びます。{' '}
            <Link to={publicHref}>公開ページを見る</Link>
          </>
        }
      >
        <DataTable
          data={rows}
          columns={columns}
          caption="よくある質問の一覧"
          getRowId={(faq) => faq.id}
          initialSorting={[{ id: 'position', desc: false }]}
          searchLabel="質問を検索"
          searchPlaceholder="質問・回答・分類"
          searchText={(faq) => `${faq.question} ${faq.answer} ${faq.category}`}
          toolbar={
            <div className="admin-actions">
              <button
                ref={addButton}
                type="button"
                className="admin-button admin-button--primary"
                onClick={() => open({ mode: 'new' })}
              >
                質問を追加
              </button>
            </div>
          }
          emptyState={<p>質問はまだありません。「質問を追加」から登録してください。</p>}
        />
      </AdminSection>

      <ConfirmDialog
        open={deleting !== null}
        title="この質問を削除しますか？"
        confirmLabel="削除する"
        busyLabel="削除しています…"
        variant="danger"
        busy={deleteFaq.isPending}
        error={crud.deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={crud.cancelDelete}
      >
        <p className="content-list__quote">{deleting?.question}</p>
        <p>削除すると元に戻せません。公開ページからも消えます。</p>
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
