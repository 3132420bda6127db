import { describe, expect, it } from 'vitest';
import { mergePhotoOrder } from '../../../merge-photo-order';
import { moveItem } from '../../../move-item';
import { sameOrder } from '../../../same-order';
import { splitByCapacity } from '../../../split-by-capacity';

describe('moveItem', () => {
  it('moves an item forward, backward, to either end, and leaves the input alone', () => {
    const photos = ['a', 'b', 'c', 'd'];
    expect(moveItem(photos, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(photos, 3, 2)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveItem(photos, 1, 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(photos, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(photos).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and ignores a source outside the list', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 1, -1)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 2, 0)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});

describe('mergePhotoOrder', () => {
  it('keeps the arranged order and appends photos uploaded meanwhile', () => {
    expect(mergePhotoOrder(['c', 'a', 'b'], ['a', 'b', 'c', 'd', 'e'])).toEqual([
      'c',
      'a',
      'b',
      'd',
      'e',
    ]);
  });

  it('drops photos deleted meanwhile and never repeats one', () => {
    expect(mergePhotoOrder(['c', 'a', 'c', 'b'], ['a', 'c'])).toEqual(['c', 'a']);
  });

  it('is the stored order when nothing was arranged', () => {
    expect(mergePhotoOrder([], ['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('sameOrder', () => {
  it('compares items and their order', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('splitByCapacity', () => {
  it('accepts what fits under the photo limit and names the rest', () => {
    expect(splitByCapacity(['1', '2', '3'], 2)).toEqual({ accepted: ['1', '2'], refused: ['3'] });
    expect(splitByCapacity(['1'], 0)).toEqual({ accepted: [], refused: ['1'] });
    expect(splitByCapacity(['1'], -2)).toEqual({ accepted: [], refused: ['1'] });
  });
});
