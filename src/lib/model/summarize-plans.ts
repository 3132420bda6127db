import type { Plans } from './plans';
import { planKeyOf } from './plan-key-of';
import type { Space } from './space';

/** The fields of a space the summary reads. */
export type SummarizedSpace = Pick<Space, 'type' | 'monthlyFee' | 'status'> & {
  size: Pick<Space['size'], 'widthCm' | 'depthCm' | 'areaM2'>;
};

/**
 * asset.plans from all the spaces of one asset: one entry per plan key with its total and
 * available counts. Plans without spaces do not appear (a plan whose total is 0 is removed).
 * Keys are inserted in sorted order so equal inputs give equal (and equally serialised) maps.
 */
export function summarizePlans(spaces: readonly SummarizedSpace[]): Plans {
  const byKey = new Map<string, SummarizedSpace[]>();
  for (const space of spaces) {
    const key = planKeyOf(space);
    byKey.set(key, [...(byKey.get(key) ?? []), space]);
  }
  const plans: Plans = {};
  for (const key of [...byKey.keys()].sort()) {
    const members = byKey.get(key)!;
    const first = members[0]!;
    plans[key] = {
      type: first.type,
      monthlyFee: first.monthlyFee,
      areaM2: first.size.areaM2,
      total: members.length,
      available: members.filter((s) => s.status === 'available').length,
    };
  }
  return plans;
}
