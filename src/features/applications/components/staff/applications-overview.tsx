import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { FilterNav } from '@/components/admin/filter-nav';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ResultMessage } from '@/components/admin/result-message';
import { StatusBadge } from '@/components/ui/status-badge';
import { useResultMessage } from '@/components/admin/use-result-message';
import { UnreadableAlert } from '@/components/admin/unreadable-alert';
import { useListPaging } from '@/components/admin/use-list-paging';
import { listPageRequestFrom, listPageSizes } from '@/lib/firebase-list-page';
import { paths } from '@/config/paths';
import { applicationStatusLabels } from '@/lib/model/application';
import { formatDate } from '@/utils/format-date';
import type { AdminApplication } from '../../admin-application';
import { useApplicationsPage } from '../../api/get-applications-page';
import {
  applicationFilterLabels,
  applicationFilters,
  parseApplicationFilter,
  type ApplicationFilter,
} from '../../application-filters';
import { applicationPlace } from '../../application-place';
import { applicationStatusTones } from '../../application-status-tones';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { ApplicationMoveButtons } from './application-move-buttons';
import { StaffMoveDialog } from './staff-move-dialog';
import { useStaffMove } from './use-staff-move';
import './application-admin.css';
import { formatReferenceNumber, referenceOf } from '@/lib/model/application-reference';
import type { FinalBillOf } from '@/lib/model/final-bill';

export type ApplicationsOverviewProps = {
  brandId: string;
  /** Passed to the detail dialog: what to show under the history (the delivery log). */
  renderDetailExtra?: (applicationId: string) => ReactNode;
  /** What ending a contract costs (the screen composes finalBillOf): the 解約 dialogs show it. */
  finalBillOf?: FinalBillOf;
};

const column = createColumnHelper<AdminApplication>();

/** The `?status=`, `?application=` and `?q=` (the search) of the overview's address. */
export const overviewParams = {
  status: 'status',
  application: 'application',
  search: 'q',
} as const;

/** A list's page in the address: a new list or search starts at its first page. */
const pageParams = { page: null, after: null, before: null } as const;

function searchOf(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * The brand's applications by state (`?status=`, 審査中 first), one page at a time from the
 * server (`?page=`, `?size=`, the cursor in the address), or found by 受付番号 or by the beginning
 * of the name or フリガナ (`?q=`, every state) in the admin table: 申込日,
 * 申込者 (linked to the member's page), 物件・区画, 状態, 解約希望日 and the moves the state
 * table allows; 詳細 opens everything about one application (`?application=`, so a link can
 * open it too). Every move is confirmed, says what happens to the space and refreshes the lists.
 */
export function ApplicationsOverview({
  brandId,
  renderDetailExtra,
  finalBillOf,
}: ApplicationsOverviewProps) {
  const [params, setParams] = useSearchParams();
  const filter = parseApplicationFilter(params.get(overviewParams.status));
  const detailId = params.get(overviewParams.application);
  const search = (params.get(overviewParams.search) ?? '').trim();
  const { page: pageNumber, ...pageRequest } = listPageRequestFrom(params);
  const page = useApplicationsPage(brandId, { ...pageRequest, filter, search });
  const paging = useListPaging(page, pageNumber, pageRequest.size);
  const id = useId();
  const [typed, setTyped] = useState(search);
  // A new address (Back to an earlier search) shows its own words in the box.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setTyped(search);
  }
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(
      searchOf(params, {
        ...pageParams,
        [overviewParams.application]: null,
        [overviewParams.search]: typed.trim() === '' ? null : typed.trim(),
      }),
    );
  };
  // The names of this page's assets only (read with the page, by id).
  const assetNames = page.assetNames;
  const assetNameOf = useCallback((assetId: string) => assetNames.get(assetId), [assetNames]);
  const result = useResultMessage();
  const move = useStaffMove(brandId, result.showSuccess);

  const openDetail = useCallback(
    (applicationId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (applicationId === null) next.delete(overviewParams.application);
          else next.set(overviewParams.application, applicationId);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const showsTermination = filter === 'contracted' || filter === 'termination-requested';
  const columns = useMemo<DataTableColumn<AdminApplication>[]>(() => {
    const list: DataTableColumn<AdminApplication>[] = [
      column.accessor('createdAt', {
        header: '申込日',
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor((a) => formatReferenceNumber(referenceOf(a)), {
        id: 'reference',
        header: '受付番号',
        cell: (info) => <span className="reference-number">{info.getValue()}</span>,
      }),
      column.accessor('name', {
        header: '申込者',
        meta: { rowHeader: true },
        cell: (info) => (
          <Link to={paths.admin.brand.member.href(brandId, info.row.original.uid)}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor((a) => applicationPlace(a, assetNames.get(a.assetId)), {
        id: 'place',
        header: '物件・区画',
      }),
      column.accessor((a) => applicationStatusLabels[a.status], {
        id: 'status',
        header: '状態',
        cell: ({ row }) => {
          const application = row.original;
          return (
            <span className="application-state">
              <StatusBadge tone={applicationStatusTones[application.status]}>
                {applicationStatusLabels[application.status]}
              </StatusBadge>
              {application.status === 'contracted' && application.terminationRequest ? (
                <StatusBadge tone="danger">解約のお申し出</StatusBadge>
              ) : null}
            </span>
          );
        },
      }),
    ];
    if (showsTermination) {
      list.push(
        column.accessor((a) => a.terminationRequest?.endDate ?? '', {
          id: 'endDate',
          header: '解約希望日',
          cell: (info) => (info.getValue() ? formatDate(info.getValue() as string) : '—'),
        }),
      );
    }
    list.push(
      column.display({
        id: 'actions',
        header: '操作',
        cell: ({ row }) => {
          const application = row.original;
          const context = `${application.name}さん・区画 ${application.spaceId}`;
          return (
            <div className="admin-actions application-row-actions">
              <button
                type="button"
                className="admin-button admin-button--small"
                onClick={() => openDetail(application.id)}
              >
                詳細
                <span className="visually-hidden">（{context}）</span>
              </button>
              <ApplicationMoveButtons
                application={application}
                context={context}
                onMove={move.start}
              />
            </div>
          );
        },
      }),
    );
    return list;
  }, [assetNames, brandId, move.start, openDetail, showsTermination]);

  const label = search === '' ? applicationFilterLabels[filter] : null;
  const toolbar = (
    <form className="data-table__search application-search" role="search" onSubmit={submitSearch}>
      <label htmlFor={`${id}-search`}>受付番号・氏名・フリガナで検索</label>
      <div className="application-search__row">
        <input
          id={`${id}-search`}
          className="admin-input"
          type="search"
          value={typed}
          autoComplete="off"
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="admin-button admin-button--small">
          検索
        </button>
      </div>
      <p id={`${id}-search-hint`} className="admin-hint">
        受付番号は全体が一致する申込（ハイフンはあってもなくても）、氏名・フリガナは先頭が一致する申込を、すべての状態から探します。
      </p>
    </form>
  );
  return (
    <AdminSection
      title="申込"
      description="状態ごとの申込です。各行のボタンで承認・却下・契約・取消と、契約の解約・終了ができます。"
      className="applications-overview"
    >
      <FilterNav
        filters={applicationFilters}
        labels={applicationFilterLabels}
        current={filter}
        hrefOf={(f: ApplicationFilter) =>
          searchOf(params, {
            ...pageParams,
            [overviewParams.status]: f,
            [overviewParams.application]: null,
            [overviewParams.search]: null,
          })
        }
        label="申込の状態で絞り込み"
      />
      <UnreadableAlert count={page.unreadable} noun="申込" />
      <DataTable
        key={`${filter} ${search}`}
        data={page.rows}
        columns={columns}
        caption={label === null ? `「${search}」で探した申込` : `${label}の申込`}
        captionVisible
        getRowId={(a) => a.id}
        searchLabel={false}
        toolbar={toolbar}
        emptyState={
          label === null ? (
            <p role="status">「{search}」に合う申込はありません。</p>
          ) : (
            <p>{label}の申込はありません。</p>
          )
        }
        pageSizes={listPageSizes}
        serverPaging={paging}
      />
      <ApplicationDetailDialog
        brandId={brandId}
        applicationId={detailId}
        assetNameOf={assetNameOf}
        onMove={move.start}
        onClose={() => openDetail(null)}
        renderExtra={renderDetailExtra}
        finalBillOf={finalBillOf}
      />
      <StaffMoveDialog
        brandId={brandId}
        move={move}
        assetNameOf={assetNameOf}
        finalBillOf={finalBillOf}
      />
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </AdminSection>
  );
}
