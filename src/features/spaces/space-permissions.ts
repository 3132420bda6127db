import type { Space } from '@/lib/model/space';

type StateFields = Pick<Space, 'status' | 'reservedBy' | 'applicationId'>;

/** Nobody holds the space: no applicant and no application on it. */
function isUnheld(space: StateFields): boolean {
  return space.reservedBy === null && space.applicationId === null;
}

/**
 * Whether staff may set the state themselves. Free spaces move between 空き and 募集停止. A
 * space held by an application (申込受付中, or 契約中 with its contract) changes only through
 * that application's actions, which free or occupy it in the same batch; a 契約中 space with no
 * application (a contract made at the counter) has none, so staff free it here.
 */
export function canChangeStatus(space: StateFields): boolean {
  return space.status !== 'reserved' && space.status !== 'held' && isUnheld(space);
}

/** Only a free space (空き or 募集停止, nobody on it) may be deleted. */
export function canDelete(space: StateFields): boolean {
  return (space.status === 'available' || space.status === 'unavailable') && isUnheld(space);
}
