import type { Plan } from '@/lib/model/plan';
import type { Plans } from '@/lib/model/plans';
import { spaceTypes } from '@/lib/model/space';

export type PlanRow = Plan & { key: string };

/** An asset's plans for a table: by space type (the model's order), then fee, then size. */
export function planRows(plans: Plans): PlanRow[] {
  return Object.entries(plans)
    .map(([key, plan]) => ({ ...plan, key }))
    .sort(
      (a, b) =>
        spaceTypes.indexOf(a.type) - spaceTypes.indexOf(b.type) ||
        a.monthlyFee - b.monthlyFee ||
        a.areaM2 - b.areaM2 ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}
