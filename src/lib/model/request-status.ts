/** Shared by contacts and viewing requests: visitors create them as `new`; only admins move them. */
export const requestStatuses = ['new', 'in_progress', 'done'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusLabels: Record<RequestStatus, string> = {
  new: '未対応',
  in_progress: '対応中',
  done: '対応済み',
};

/** Admin moves (firestore.rules: new → in_progress | done, in_progress → done | new, done → in_progress). */
export const requestTransitions: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  new: ['in_progress', 'done'],
  in_progress: ['done', 'new'],
  done: ['in_progress'],
};

/** True when staff may move a request from `from` to `to` (staying put is always allowed). */
export function isRequestMoveAllowed(from: RequestStatus, to: RequestStatus): boolean {
  return from === to || requestTransitions[from].includes(to);
}

/** A status move the table above does not allow; nothing was written. */
export class RequestMoveError extends Error {
  constructor(
    readonly from: RequestStatus,
    readonly to: RequestStatus,
  ) {
    super(`「${requestStatusLabels[from]}」から「${requestStatusLabels[to]}」には変更できません`);
    this.name = 'RequestMoveError';
  }
}
