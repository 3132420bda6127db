import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { adminErrorMessages } from '@/components/admin/admin-error-message';
import type { DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
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
import { NoticeArticleBody } from '../notice-article';
import { NoticeForm } from './notice-form';
import type { NoticeDraft } from './notice-form';
import { ContentManagerFrame, useContentManager } from './content-manager';
import { ContentRowActions } from './content-row-actions';
import { PreviewPage } from './preview-page';
import './content-admin.css';

export type NoticeManagerProps = {
  /** A brand's お知らせ (brands/{b}/notices), or the site's when null. */
  brandId: string | null;
  /** The public list of お知らせ. */
  publicHref: string;
  /** The public お知らせ page's rendering of a draft. */
  renderPreview: (draft: NoticeDraft) => ReactNode;
};

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
  // The moment the screen opened: what counts as "future" while it is on show.
  const [now] = useState(() => Date.now());
  const manager = useContentManager<AdminNotice>();
  const { editingId, open } = manager;

  const editingNotice =
    editingId !== null ? (notices.find((notice) => notice.id === editingId) ?? null) : null;
  const anyScheduled = useMemo(
    () => notices.some((notice) => noticeState(notice, now) === 'scheduled'),
    [notices, now],
  );

  const save = (fields: NoticeFields) =>
    manager.save(
      (id) => updateNotice.mutateAsync({ brandId, id, fields }),
      () => createNotice.mutateAsync({ brandId, fields }),
    );

  const togglePublished = (notice: AdminNotice) =>
    manager.act(async () => {
      await setPublished.mutateAsync({ brandId, id: notice.id, published: !notice.published });
      const nowScheduled = !notice.published && isFuture(notice.publishedAt);
      return notice.published
        ? contentAdminMessages.unpublished
        : nowScheduled
          ? contentAdminMessages.scheduled
          : contentAdminMessages.published;
    }, adminErrorMessages.saveFailed);

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
            onDelete={() => manager.crud.askDelete(notice)}
          />
        );
      },
    }),
  ];

  return (
    <ContentManagerFrame
      manager={manager}
      noun="お知らせ"
      renderForm={(editing, label) => (
        <NoticeForm
          key={editing.mode === 'new' ? 'new' : editing.id}
          initial={formValuesOf(editingNotice, now)}
          onSave={save}
          onCancel={manager.close}
          onDirtyChange={manager.crud.setDirty}
          renderPreview={renderPreview}
          label={label}
          now={now}
        />
      )}
      description="公開中のお知らせが掲載日時の新しい順に公開ページに並びます。"
      publicHref={publicHref}
      note={
        anyScheduled ? (
          <p className="content-list__note">
            <StatusBadge tone="info">公開予約</StatusBadge> {contentAdminMessages.scheduled}
          </p>
        ) : null
      }
      table={{
        data: notices,
        columns,
        caption: 'お知らせの一覧',
        initialSorting: [{ id: 'publishedAt', desc: true }],
        searchPlaceholder: 'タイトル・本文',
        searchText: (notice) => `${notice.title} ${notice.body}`,
      }}
      onDelete={(id) => deleteNotice.mutateAsync({ brandId, id })}
      deleteBusy={deleteNotice.isPending}
      nameOf={(notice) => notice.title}
      deleteNote={
        <p>
          削除すると元に戻せません。公開ページからも消え、このお知らせのアドレスは「ページが見つかりません」になります。
        </p>
      }
    />
  );
}

/** A preview as the public お知らせ page shows a draft, its link back going to `listHref`. */
export function noticePreview(listHref: string) {
  return function NoticePreview(draft: NoticeDraft) {
    return (
      <PreviewPage title={draft.title || 'タイトル'}>
        <NoticeArticleBody notice={draft} listHref={listHref} />
      </PreviewPage>
    );
  };
}
