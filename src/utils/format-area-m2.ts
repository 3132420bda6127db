const areaFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

/** `1.08` → `1.08m²`, `1.5` → `1.5m²`: at most two decimals, no trailing zeros. */
export function formatAreaM2(areaM2: number): string {
  return `${areaFormat.format(areaM2)}m²`;
}
