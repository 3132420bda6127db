import type { SpacePatch } from './space-change-set';
import type { SpaceWithId } from './api/get-asset-spaces';

/** The new fees for several spaces; `null` leaves that fee as each space has it. */
export type BulkFees = { monthlyFee: number | null; adminFee: number | null };

/**
 * The updates that set the chosen fees on the selected spaces, skipping spaces that already
 * have them (nothing to write). Selected ids that are no longer there are ignored.
 */
export function bulkFeePatches(
  spaces: readonly SpaceWithId[],
  selectedIds: ReadonlySet<string>,
  fees: BulkFees,
): { id: string; changes: SpacePatch }[] {
  return spaces
    .filter((space) => selectedIds.has(space.id))
    .flatMap((space) => {
      const changes: SpacePatch = {};
      if (fees.monthlyFee !== null && fees.monthlyFee !== space.monthlyFee) {
        changes.monthlyFee = fees.monthlyFee;
      }
      if (fees.adminFee !== null && fees.adminFee !== space.adminFee) {
        changes.adminFee = fees.adminFee;
      }
      return Object.keys(changes).length > 0 ? [{ id: space.id, changes }] : [];
    });
}
