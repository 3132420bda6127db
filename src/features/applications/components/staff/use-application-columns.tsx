import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { applicationStatusLabels } from '@/lib/model/application';
import { formatReferenceNumber, referenceOf } from '@/lib/model/application-reference';
import { formatDate } from '@/utils/format-date';
import type { AdminApplication } from '../../admin-application';
import { applicationPlace } from '../../application-place';
import { applicationStatusTones } from '../../application-status-tones';
import { ApplicationMoveButtons } from './application-move-buttons';
import type { UseStaffMove } from './use-staff-move';

const column = createColumnHelper<AdminApplication>();

export type ApplicationColumnsOptions = {
  brandId: string;
  assetNames: ReadonlyMap<string, string>;
  /** Show 解約希望日 (the contracts and 解約のお申し出 lists). */
  showsTermination: boolean;
  openDetail: (applicationId: string) => void;
  onMove: UseStaffMove['start'];
};

/**
 * The applications' columns: 申込日, 受付番号, 申込者 (the member's page), 物件・区画, 状態,
 * 解約希望日 where it matters, and the row's actions: 詳細 and the moves the state table allows.
 */
export function useApplicationColumns({
  brandId,
  assetNames,
  showsTermination,
  openDetail,
  onMove,
}: ApplicationColumnsOptions): DataTableColumn<AdminApplication>[] {
  return useMemo(
    () => [
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
      ...(showsTermination
        ? [
            column.accessor((a) => a.terminationRequest?.endDate ?? '', {
              id: 'endDate',
              header: '解約希望日',
              cell: (info) => (info.getValue() ? formatDate(info.getValue()) : '—'),
            }),
          ]
        : []),
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
              <ApplicationMoveButtons application={application} context={context} onMove={onMove} />
            </div>
          );
        },
      }),
    ],
    [assetNames, brandId, onMove, openDetail, showsTermination],
  );
}
