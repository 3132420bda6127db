import { describe, expect, it } from 'vitest';
import { compareWithBaseline, pairsOf, type JscpdClone } from '../duplicate-pairs.mjs';

const clone = (a: string, aLines: [number, number], b: string, bLines: [number, number]) =>
  ({
    lines: aLines[1] - aLines[0] + 1,
    firstFile: { name: `/repo/${a}`, start: aLines[0], end: aLines[1] },
    secondFile: { name: `/repo/${b}`, start: bLines[0], end: bLines[1] },
  }) satisfies JscpdClone;

describe('the duplicate check', () => {
  it('names each pair of files once, in order, with its longest shared run', () => {
    const pairs = pairsOf(
      {
        duplicates: [
          clone('src/b.ts', [1, 10], 'src/a.ts', [5, 14]),
          clone('src/a.ts', [30, 49], 'src/b.ts', [40, 59]),
          clone('src/c.ts', [1, 12], 'src/c.ts', [20, 31]),
        ],
      },
      '/repo',
    );
    expect(pairs).toEqual([
      { pair: 'src/a.ts ~ src/b.ts', lines: 20, where: 'src/a.ts:30-49 ~ src/b.ts:40-59' },
      { pair: 'src/c.ts ~ src/c.ts', lines: 12, where: 'src/c.ts:1-12 ~ src/c.ts:20-31' },
    ]);
    expect(pairsOf({}, '/repo')).toEqual([]);
  });

  it('fails on a pair the baseline does not list, and on a listed pair no longer found', () => {
    const pairs = pairsOf(
      {
        duplicates: [
          clone('src/a.ts', [1, 10], 'src/b.ts', [1, 10]),
          clone('src/new.ts', [1, 10], 'src/a.ts', [20, 29]),
        ],
      },
      '/repo',
    );
    const { added, gone } = compareWithBaseline(pairs, [
      'src/a.ts ~ src/b.ts',
      'src/fixed.ts ~ src/old.ts',
    ]);
    expect(added.map((p) => p.pair)).toEqual(['src/a.ts ~ src/new.ts']);
    expect(gone).toEqual(['src/fixed.ts ~ src/old.ts']);
    expect(
      compareWithBaseline(
        pairs,
        pairs.map((p) => p.pair),
      ),
    ).toEqual({ added: [], gone: [] });
  });
});
