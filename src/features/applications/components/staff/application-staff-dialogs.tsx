import type { ReactNode } from 'react';
import { ResultMessage } from '@/components/admin/result-message';
import type { UseResultMessage } from '@/components/admin/use-result-message';
import type { FinalBillOf } from '@/lib/model/final-bill';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { StaffMoveDialog } from './staff-move-dialog';
import type { UseStaffMove } from './use-staff-move';

export type ApplicationStaffDialogsProps = {
  brandId: string;
  /** The application whose detail is open, or null. */
  detailId: string | null;
  onCloseDetail: () => void;
  assetNameOf: (assetId: string) => string | undefined;
  move: UseStaffMove;
  result: UseResultMessage;
  /** What to show under the detail's history (the delivery log). */
  renderDetailExtra?: (applicationId: string) => ReactNode;
  finalBillOf?: FinalBillOf;
};

/**
 * What the staff's application screens (the list, the unit map) open over themselves: an
 * application's detail, the confirmation of a move, and what the move did.
 */
export function ApplicationStaffDialogs({
  brandId,
  detailId,
  onCloseDetail,
  assetNameOf,
  move,
  result,
  renderDetailExtra,
  finalBillOf,
}: ApplicationStaffDialogsProps) {
  return (
    <>
      <ApplicationDetailDialog
        brandId={brandId}
        applicationId={detailId}
        assetNameOf={assetNameOf}
        onMove={move.start}
        onClose={onCloseDetail}
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
    </>
  );
}
