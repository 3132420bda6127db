import { describe, expect, it } from 'vitest';
import { maxSortOrder, nextSortOrder, planFaqMove } from '../../../faq-move-plan';

const faqs = [
  { id: 'a', sortOrder: 10 },
  { id: 'b', sortOrder: 20 },
  { id: 'c', sortOrder: 35 },
];

describe('planFaqMove', () => {
  it('swaps the 表示順 of the FAQ and the one above it: two writes', () => {
    expect(planFaqMove(faqs, 'c', 'up')).toEqual([
      { id: 'c', sortOrder: 20 },
      { id: 'b', sortOrder: 35 },
    ]);
  });

  it('swaps with the one below when moving down', () => {
    expect(planFaqMove(faqs, 'a', 'down')).toEqual([
      { id: 'a', sortOrder: 20 },
      { id: 'b', sortOrder: 10 },
    ]);
  });

  it('writes nothing for the first one up, the last one down, or an unknown id', () => {
    expect(planFaqMove(faqs, 'a', 'up')).toEqual([]);
    expect(planFaqMove(faqs, 'c', 'down')).toEqual([]);
    expect(planFaqMove(faqs, 'zzz', 'up')).toEqual([]);
  });

  it('renumbers the list when the two share a number, so the order is the one asked for', () => {
    const tied = [
      { id: 'a', sortOrder: 10 },
      { id: 'b', sortOrder: 10 },
      { id: 'c', sortOrder: 30 },
    ];
    const changes = planFaqMove(tied, 'b', 'up');
    // b then a then c: 10, 20, 30 (c already has 30, so it is not written).
    expect(changes).toEqual([{ id: 'a', sortOrder: 20 }]);
    const after = tied
      .map((faq) => changes.find((change) => change.id === faq.id) ?? faq)
      .sort((x, y) => x.sortOrder - y.sortOrder)
      .map((faq) => faq.id);
    expect(after).toEqual(['b', 'a', 'c']);
  });
});

describe('nextSortOrder', () => {
  it('puts a new FAQ after the last one, within the model limit', () => {
    expect(nextSortOrder(faqs)).toBe(45);
    expect(nextSortOrder([])).toBe(10);
    expect(nextSortOrder([{ id: 'x', sortOrder: maxSortOrder - 3 }])).toBe(maxSortOrder);
  });
});
