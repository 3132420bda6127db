import type { Space } from './space';

/** The fields of a space that decide its plan (プラン). */
export type PlanDefiningFields = Pick<Space, 'type' | 'monthlyFee'> & {
  size: Pick<Space['size'], 'widthCm' | 'depthCm'>;
};

/**
 * The key of the space's plan in `asset.plans`, e.g. `indoor_5500_90x120`. firestore.rules
 * builds the same string (`planKey()`), so the two must stay character for character alike.
 */
export function planKeyOf(space: PlanDefiningFields): string {
  return `${space.type}_${space.monthlyFee}_${space.size.widthCm}x${space.size.depthCm}`;
}
