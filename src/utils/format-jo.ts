import { formatDecimal } from './group-digits';
import { m2ToJo } from './m2-to-jo';

/** An area given in m², shown in 帖: `1.62` → `1.0帖`, `0.81` → `0.5帖` (see m2ToJo). */
export function formatJo(areaM2: number): string {
  return `${formatDecimal(m2ToJo(areaM2), 1, 1)}帖`;
}
