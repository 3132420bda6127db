// numeric: digit runs compare as numbers, so SK-2 comes before SK-10.
const natural = new Intl.Collator('ja-JP', { numeric: true });

/**
 * Natural order of asset numbers (SK-2 < SK-10). Numbers the collator holds equal (SK-02 and
 * SK-2) fall back to code-unit order, so the order never depends on the input's order.
 */
export function compareAssetNumbers(a: string, b: string): number {
  return natural.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
