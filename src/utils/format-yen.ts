import { formatDecimal } from './group-digits';

/**
 * `¥12,100`: whole yen with the half-width ¥ (U+00A5). Intl's ja-JP currency style prints the
 * full-width ￥; the digits are grouped as ja-JP groups them (formatDecimal, no Intl).
 */
export function formatYen(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`formatYen: expected a whole number of yen, got ${amount}`);
  }
  return `${amount < 0 ? '-' : ''}¥${formatDecimal(Math.abs(amount), 0, 0)}`;
}
