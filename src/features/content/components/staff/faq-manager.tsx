import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { adminErrorMessages } from '@/components/admin/admin-error-message';
import type { DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
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
import { FaqList } from '../faq-list';
import { FaqForm } from './faq-form';
import type { FaqDraft } from './faq-form';
import { ContentManagerFrame, useContentManager } from './content-manager';
import { ContentRowActions } from './content-row-actions';
import { PreviewPage } from './preview-page';
import './content-admin.css';

export type FaqManagerProps = {
  /** A brand's FAQ, or the site's (faqs/) when null. */
  brandId: string | null;
  /** The public FAQ page. */
  publicHref: string;
  /** The public FAQ list's rendering of one draft question. */
  renderPreview: (draft: FaqDraft) => ReactNode;
};

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
  const manager = useContentManager<Row>();
  const { editingId, open, act } = manager;

  const rows = useMemo<Row[]>(
    () => faqs.map((faq, index) => ({ ...faq, position: index + 1 })),
    [faqs],
  );
  const categories = useMemo(
    () => [...new Set(faqs.map((faq) => faq.category.trim()).filter(Boolean))],
    [faqs],
  );
  const editingFaq = editingId !== null ? faqs.find((faq) => faq.id === editingId) : null;

  const save = (fields: FaqFields) =>
    manager.save(
      (id) => updateFaq.mutateAsync({ brandId, id, fields }),
      () => createFaq.mutateAsync({ brandId, fields, sortOrder: nextSortOrder(faqs) }),
    );

  const togglePublished = (faq: AdminFaq) =>
    act(async () => {
      await setPublished.mutateAsync({ brandId, id: faq.id, published: !faq.published });
      return faq.published ? contentAdminMessages.unpublished : contentAdminMessages.published;
    }, adminErrorMessages.saveFailed);

  const move = async (faq: AdminFaq, direction: FaqMoveDirection) => {
    const changes = planFaqMove(faqs, faq.id, direction);
    if (changes.length === 0 || moveFaq.isPending) return;
    await act(async () => {
      await moveFaq.mutateAsync({ brandId, changes });
      return contentAdminMessages.moved;
    }, contentAdminMessages.moveFailed);
  };

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
            onDelete={() => manager.crud.askDelete(faq)}
          />
        );
      },
    }),
  ];

  return (
    <ContentManagerFrame
      manager={manager}
      noun="質問"
      renderForm={(editing, label) => (
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
          onCancel={manager.close}
          onDirtyChange={manager.crud.setDirty}
          renderPreview={renderPreview}
          label={label}
        />
      )}
      description="公開中の質問が表示順に公開ページに並びます。"
      publicHref={publicHref}
      table={{
        data: rows,
        columns,
        caption: 'よくある質問の一覧',
        initialSorting: [{ id: 'position', desc: false }],
        searchPlaceholder: '質問・回答・分類',
        searchText: (faq) => `${faq.question} ${faq.answer} ${faq.category}`,
      }}
      onDelete={(id) => deleteFaq.mutateAsync({ brandId, id })}
      deleteBusy={deleteFaq.isPending}
      nameOf={(faq) => faq.question}
      deleteNote={<p>削除すると元に戻せません。公開ページからも消えます。</p>}
    />
  );
}

/** A preview as the public FAQ page (titled `title`) shows one draft question. */
export function faqPreview(title: string) {
  return function FaqPreview(draft: FaqDraft) {
    return (
      <PreviewPage title={title}>
        <FaqList faqs={[draft]} />
      </PreviewPage>
    );
  };
}
