import { formatDecimal } from './group-digits';

/** `1.08` → `1.08m²`, `1.5` → `1.5m²`: at most two decimals, no trailing zeros. */
export function formatAreaM2(areaM2: number): string {
  return `${formatDecimal(areaM2, 0, 2)}m²`;
}
