import type { Space } from '@/lib/model/space';

/** What staff type for a space: everything but its state, holder, position and timestamps. */
export type SpaceFields = Pick<
  Space,
  'label' | 'type' | 'floor' | 'size' | 'monthlyFee' | 'adminFee' | 'initialCosts'
>;

/** The states staff may choose themselves; `reserved` and `occupied` follow an application. */
export const staffSpaceStatuses = ['available', 'unavailable'] as const;
export type StaffSpaceStatus = (typeof staffSpaceStatuses)[number];
