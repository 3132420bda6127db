/** An FAQ as the ordering needs it. */
export type OrderedFaq = { id: string; sortOrder: number };

export type FaqMoveDirection = 'up' | 'down';

/** A new 表示順 for one FAQ. */
export type SortOrderChange = { id: string; sortOrder: number };

/** The gap between numbers when the whole list is renumbered (room to insert later). */
export const sortOrderStep = 10;

/** The largest 表示順 the model allows. */
export const maxSortOrder = 100_000;

/**
 * The writes that move one FAQ a place up or down in display order (`faqs` sorted by
 * sortOrder, as the public page shows them). Normally the two neighbours swap numbers: two
 * writes in one batch. When they share a number (the public order between them would then be
 * Firestore's tie-break, by id), the whole list is renumbered 10, 20, 30… so the result is
 * the order staff asked for. Empty when the FAQ is already first (up) or last (down).
 */
export function planFaqMove(
  faqs: readonly OrderedFaq[],
  id: string,
  direction: FaqMoveDirection,
): SortOrderChange[] {
  const index = faqs.findIndex((faq) => faq.id === id);
  const otherIndex = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || otherIndex < 0 || otherIndex >= faqs.length) return [];
  const moving = faqs[index]!;
  const other = faqs[otherIndex]!;
  if (moving.sortOrder !== other.sortOrder) {
    return [
      { id: moving.id, sortOrder: other.sortOrder },
      { id: other.id, sortOrder: moving.sortOrder },
    ];
  }
  const reordered = [...faqs];
  reordered[index] = other;
  reordered[otherIndex] = moving;
  return reordered
    .map((faq, position) => ({ id: faq.id, sortOrder: (position + 1) * sortOrderStep }))
    .filter((change, position) => change.sortOrder !== reordered[position]!.sortOrder);
}

/** The 表示順 of a new FAQ: after the last one. */
export function nextSortOrder(faqs: readonly OrderedFaq[]): number {
  const last = faqs.reduce((max, faq) => Math.max(max, faq.sortOrder), 0);
  return Math.min(last + sortOrderStep, maxSortOrder);
}
