import {
  requestStatusLabels,
  requestTransitions,
  type RequestStatus,
} from '@/lib/model/request-status';

/** The buttons of the moves the state table allows from `status`, in its order. */
export function requestMovesFrom(status: RequestStatus): { to: RequestStatus; label: string }[] {
  return requestTransitions[status].map((to) => ({ to, label: requestMoveLabel(status, to) }));
}

/** 「対応中にする」, and 「未対応に戻す」「対応中に戻す」 for a step back. */
export function requestMoveLabel(from: RequestStatus, to: RequestStatus): string {
  const back =
    (from === 'in_progress' && to === 'new') || (from === 'done' && to === 'in_progress');
  return `${requestStatusLabels[to]}${back ? 'に戻す' : 'にする'}`;
}
