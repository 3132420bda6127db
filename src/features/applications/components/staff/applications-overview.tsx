import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { FilterNav } from '@/components/admin/filter-nav';
import { ListSearchForm } from '@/components/admin/list-search-form';
import { ServerListTable } from '@/components/admin/server-list-table';
import { useFilterDraft } from '@/components/admin/use-filter-draft';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useServerList } from '@/components/admin/use-server-list';
import { withoutListPage } from '@/components/admin/use-list-paging';
import type { FinalBillOf } from '@/lib/model/final-bill';
import {
  applicationFilterLabels,
  applicationFilters,
  type ApplicationFilter,
} from '../../application-filters';
import { applicationsList, overviewParams } from '../../applications-list';
import { useApplicationColumns } from './use-application-columns';
import { ApplicationStaffDialogs } from './application-staff-dialogs';
import { useStaffMove } from './use-staff-move';
import './application-admin.css';

export type ApplicationsOverviewProps = {
  brandId: string;
  /** Passed to the detail dialog: what to show under the history (the delivery log). */
  renderDetailExtra?: (applicationId: string) => ReactNode;
  /** What ending a contract costs (the screen composes finalBillOf): the 解約 dialogs show it. */
  finalBillOf?: FinalBillOf;
};

/**
 * The brand's applications by state (`?status=`, 審査中 first), one page at a time from the
 * server (useServerList), or found by 受付番号 or by the beginning of the name or フリガナ
 * (`?q=`, every state); 詳細 opens everything about one application (`?application=`, so a link
 * can open it too). Every move is confirmed, says what happens to the space and refreshes the
 * lists.
 */
export function ApplicationsOverview({
  brandId,
  renderDetailExtra,
  finalBillOf,
}: ApplicationsOverviewProps) {
  const [params, setParams] = useSearchParams();
  const list = useServerList(applicationsList, brandId);
  const { status: filter, search } = list.filters;
  const form = useFilterDraft(list.filters, list.setFilters);
  const detailId = params.get(overviewParams.application);
  // The names of this page's assets only (read with the page, by id).
  const assetNames = list.page.assetNames;
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

  const columns = useApplicationColumns({
    brandId,
    assetNames,
    showsTermination: filter === 'contracted' || filter === 'termination-requested',
    openDetail,
    onMove: move.start,
  });

  /** A state's list: its first page, no search, no detail open. */
  const hrefOf = (status: ApplicationFilter) => {
    const next = withoutListPage(params);
    next.set(overviewParams.status, status);
    next.delete(overviewParams.application);
    next.delete(overviewParams.search);
    return `?${next.toString()}`;
  };

  const label = search === '' ? applicationFilterLabels[filter] : null;
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
        hrefOf={hrefOf}
        label="申込の状態で絞り込み"
      />
      <ServerListTable
        key={`${filter} ${search}`}
        list={list}
        noun="申込"
        columns={columns}
        caption={label === null ? `「${search}」で探した申込` : `${label}の申込`}
        captionVisible
        getRowId={(a) => a.id}
        toolbar={
          <ListSearchForm
            label="受付番号・氏名・フリガナで検索"
            hint="受付番号は全体が一致する申込（ハイフンはあってもなくても）、氏名・フリガナは先頭が一致する申込を、すべての状態から探します。"
            form={form}
          />
        }
        emptyState={
          label === null ? (
            <p role="status">「{search}」に合う申込はありません。</p>
          ) : (
            <p>{label}の申込はありません。</p>
          )
        }
      />
      <ApplicationStaffDialogs
        brandId={brandId}
        detailId={detailId}
        onCloseDetail={() => openDetail(null)}
        assetNameOf={assetNameOf}
        move={move}
        result={result}
        renderDetailExtra={renderDetailExtra}
        finalBillOf={finalBillOf}
      />
    </AdminSection>
  );
}
