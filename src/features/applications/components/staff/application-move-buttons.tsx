import { todayInJapan } from '@/utils/today-in-japan';
import type { AdminApplication } from '../../admin-application';
import { staffMovesFrom, staffMoveWords, type StaffMoveTarget } from '../../staff-moves';

export type ApplicationMoveButtonsProps = {
  application: AdminApplication;
  /** Read by screen readers after each button, so every row's buttons have their own name. */
  context: string;
  onMove: (application: AdminApplication, to: StaffMoveTarget) => void;
};

/**
 * The moves the state table allows staff from the application's status, one button each.
 * A confirmed 解約 past its end date makes 解約・終了 the highlighted action.
 */
export function ApplicationMoveButtons({
  application,
  context,
  onMove,
}: ApplicationMoveButtonsProps) {
  const moves = staffMovesFrom(application.status);
  if (moves.length === 0) return <span className="admin-hint">操作はありません</span>;
  // A confirmed 解約 whose end date has passed (it ends by itself; this is the manual fallback).
  const request = application.terminationRequest;
  const terminationRequested =
    application.status === 'contracted' &&
    request?.confirmedAt !== undefined &&
    request.endDate < todayInJapan();
  return (
    <div className="admin-actions application-moves">
      {moves.map((to) => {
        const words = staffMoveWords[to];
        const highlighted = to === 'ended' && terminationRequested;
        const tone = highlighted
          ? 'admin-button--danger-solid'
          : words.danger
            ? 'admin-button--danger'
            : 'admin-button--primary';
        return (
          <button
            key={to}
            type="button"
            className={`admin-button admin-button--small ${tone}`}
            onClick={() => onMove(application, to)}
          >
            {words.action}
            <span className="visually-hidden">（{context}）</span>
          </button>
        );
      })}
    </div>
  );
}
