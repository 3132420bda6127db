import { formatYen } from './format-yen';

/** `¥12,100（税込）`: every price shown to visitors is tax included. */
export function formatYenTaxIncluded(amount: number): string {
  return `${formatYen(amount)}（税込）`;
}
