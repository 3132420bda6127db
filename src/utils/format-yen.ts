const grouping = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/**
 * `¥12,100`: whole yen with the half-width ¥ (U+00A5). Intl's ja-JP currency style prints the
 * full-width ￥, so Intl only does the digit grouping here.
 */
export function formatYen(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`formatYen: expected a whole number of yen, got ${amount}`);
  }
  return `${amount < 0 ? '-' : ''}¥${grouping.format(Math.abs(amount))}`;
}
