import type { BillLine } from '@/lib/model/bill';

/**
 * How a bill line reads to the customer and to staff. An adjustment stores only its reason as
 * its label (the rules make the reason the label), so it is said which it is:
 * 「値引き（利用開始日に鍵の受け渡しができなかったため）」, 「追加請求（鍵の再発行）」.
 */
export function billLineLabel(line: Pick<BillLine, 'kind' | 'label'>): string {
  if (line.kind === 'credit') return `値引き（${line.label}）`;
  if (line.kind === 'charge') return `追加請求（${line.label}）`;
  return line.label;
}
