import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
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
import { formatDateTime } from '@/utils/format-date-time';
import { useCreateNotice } from '../../api/admin-create-notice';
import { useDeleteNotice } from '../../api/admin-delete-notice';
import { useAdminNotices } from '../../api/admin-get-notices';
import type { AdminNotice } from '../../api/admin-get-notices';
import { useSetNoticePublished } from '../../api/admin-set-notice-published';
import { useUpdateNotice } from '../../api/admin-update-notice';
import { contentAdminMessages } from '../../content-admin-messages';
import { toJapanDateTime } from '../../japan-date-time';
import type { NoticeFields, NoticeFormValues } from '../../notice-form-schema';
import { noticeState } from '../../notice-state';
import type { NoticeState } from '../../notice-state';
import { NoticeForm } from './notice-form';
import type { NoticeDraft } from './notice-form';
import { ContentRowActions, DiscardEditsDialog } from './content-row-actions';
import './content-admin.css';

export type NoticeManagerProps = {
  /** A brand's お知らせ (brands/{b}/notices), or the site's when null. */
  brandId: string | null;
  /** The public list of お知らせ. */
  publicHref: string;
  /** The public お知らせ page's rendering of a draft. */
  renderPreview: (draft: NoticeDraft) => ReactNode;
};

type Editing = { mode: 'new' } | { mode: 'edit'; id: string } | null;

const stateBadges: Record<NoticeState, ReactNode> = {
  published: <StatusBadge tone="success">公開中</StatusBadge>,
  scheduled: <StatusBadge tone="info">公開予約</StatusBadge>,
  draft: <StatusBadge tone="neutral">非公開</StatusBadge>,
};

const stateLabels: Record<NoticeState, string> = {
  published: '公開中',
  scheduled: '公開予約',
  draft: '非公開',
};

const column = createColumnHelper<AdminNotice>();

/** Whether a 掲載日時 is still ahead, at the moment a button is pressed. */
const isFuture = (when: Date) => when.getTime() > Date.now();

function formValuesOf(notice: AdminNotice | null, now: number): NoticeFormValues {
  const when = toJapanDateTime(notice ? notice.publishedAt : new Date(now));
  return {
    title: notice?.title ?? '',
    body: notice?.body ?? '',
    publishedDate: when.date,
    publishedTime: when.time,
    published: notice?.published ?? false,
  };
}

/**
 * お知らせ of a brand or the site's news: the list newest first (DataTable), add and edit with
 * a preview, 公開 on and off, delete after a confirmation. A published item dated in the future
 * is 公開予約: the public site shows it from its 掲載日時.
 */
export function NoticeManager({ brandId, publicHref, renderPreview }: NoticeManagerProps) {
  const notices = useAdminNotices(brandId);
  const createNotice = useCreateNotice();
  const updateNotice = useUpdateNotice();
  const deleteNotice = useDeleteNotice();
  const setPublished = useSetNoticePublished();
  const result = useResultMessage();
  // The moment the screen opened: what counts as "future" while it is on show.
  const [now] = useState(() => Date.now());
  const crud = useCrudPanel<NonNullable<Editing>, AdminNotice>();
  const { panel: editing, dirty, deleting } = crud;
  const addButton = useRef<HTMLButtonElement>(null);
  const unsaved = useUnsavedChangesBlocker(editing !== null && dirty);

  const editingNotice =
    editing?.mode === 'edit' ? (notices.find((notice) => notice.id === editing.id) ?? null) : null;
  const anyScheduled = useMemo(
    () => notices.some((notice) => noticeState(notice, now) === 'scheduled'),
    [notices, now],
  );

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

  const save = async (fields: NoticeFields) => {
    if (editing?.mode === 'edit') {
      await updateNotice.mutateAsync({ brandId, id: editing.id, fields });
      result.showSuccess(contentAdminMessages.saved);
    } else {
      await createNotice.mutateAsync({ brandId, fields });
      result.showSuccess(contentAdminMessages.created);
    }
    close();
  };

  const togglePublished = async (notice: AdminNotice) => {
    result.clear();
    try {
      await setPublished.mutateAsync({ brandId, id: notice.id, published: !notice.published });
      const nowScheduled = !notice.published && isFuture(notice.publishedAt);
      result.showSuccess(
        notice.published
          ? contentAdminMessages.unpublished
          : nowScheduled
            ? contentAdminMessages.scheduled
            : contentAdminMessages.published,
      );
    } catch (error) {
      result.showFailure(adminErrorMessage(error, adminErrorMessages.saveFailed));
    }
  };

  const confirmDelete = () =>
    crud.confirmDelete(
      async ({ id }) => {
        await deleteNotice.mutateAsync({ brandId, id });
        if (editing?.mode === 'edit' && editing.id === id) crud.close();
        result.showSuccess(contentAdminMessages.deleted);
      },
      (error) => adminErrorMessage(error, adminErrorMessages.deleteFailed),
    );

  const columns: DataTableColumn<AdminNotice>[] = [
    column.accessor('title', {
      header: 'タイトル',
      meta: { rowHeader: true, wrap: true },
    }),
    column.accessor('publishedAt', {
      header: '掲載日時',
      cell: ({ row }) => (
        <time className="notice-admin__when" dateTime={row.original.publishedAt.toISOString()}>
          {formatDateTime(row.original.publishedAt)}
        </time>
      ),
    }),
    column.accessor((notice) => stateLabels[noticeState(notice, now)], {
      id: 'state',
      header: '公開',
      cell: ({ row }) => stateBadges[noticeState(row.original, now)],
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => {
        const notice = row.original;
        return (
          <ContentRowActions
            name={notice.title}
            published={notice.published}
            className="notice-admin__actions"
            onEdit={() => open({ mode: 'edit', id: notice.id })}
            onTogglePublished={() => void togglePublished(notice)}
            onDelete={() => crud.askDelete(notice)}
          />
        );
      },
    }),
  ];

  return (
    <div className="content-list">
      {editing ? (
        <AdminSection
          title={editing.mode === 'new' ? 'お知らせを追加' : 'お知らせを編集'}
          className="content-list__form"
        >
          <NoticeForm
            key={editing.mode === 'new' ? 'new' : editing.id}
            initial={formValuesOf(editingNotice, now)}
            onSave={save}
            onCancel={close}
            onDirtyChange={crud.setDirty}
            renderPreview={renderPreview}
            label={editing.mode === 'new' ? 'お知らせの追加' : 'お知らせの編集'}
            now={now}
          />
        </AdminSection>
      ) : null}

      <AdminSection
        title="お知らせの一覧"
        description={
          <>
            公開中のお知らせが掲載日時の新しい順に公開ページに並びます。{' '}
            <Link to={publicHref}>公開ページを見る</Link>
          </>
        }
      >
        {anyScheduled ? (
          <p className="content-list__note">
            <StatusBadge tone="info">公開予約</StatusBadge> {contentAdminMessages.scheduled}
          </p>
        ) : null}
        <DataTable
          data={notices}
          columns={columns}
          caption="お知らせの一覧"
          getRowId={(notice) => notice.id}
          initialSorting={[{ id: 'publishedAt', desc: true }]}
          searchLabel="お知らせを検索"
          searchPlaceholder="タイトル・本文"
          searchText={(notice) => `${notice.title} ${notice.body}`}
          toolbar={
            <div className="admin-actions">
              <button
                ref={addButton}
                type="button"
                className="admin-button admin-button--primary"
                onClick={() => open({ mode: 'new' })}
              >
                お知らせを追加
              </button>
            </div>
          }
          emptyState={<p>お知らせはまだありません。「お知らせを追加」から登録してください。</p>}
        />
      </AdminSection>

      <ConfirmDialog
        open={deleting !== null}
        title="このお知らせを削除しますか？"
        confirmLabel="削除する"
        busyLabel="削除しています…"
        variant="danger"
        busy={deleteNotice.isPending}
        error={crud.deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={crud.cancelDelete}
      >
        <p className="content-list__quote">{deleting?.title}</p>
        <p>
          削除すると元に戻せません。公開ページからも消え、このお知らせのアドレスは「ページが見つかりません」になります。
        </p>
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
