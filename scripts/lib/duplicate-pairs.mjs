// The duplicate check's logic (scripts/check-duplicates.mjs), apart from running jscpd, so a
// unit test can hold it (scripts/lib/__tests__/duplicate-pairs.test.ts).
import { relative } from 'node:path';

/**
 * The pairs of files that share a run of lines in a jscpd JSON report, as `a ~ b` (the two
 * paths relative to `root`, in order; a run repeated inside one file is `a ~ a`), each with the
 * longest run the two share and where it stands.
 */
export function pairsOf(report, root) {
  const pairs = new Map();
  for (const clone of report.duplicates ?? []) {
    const a = relative(root, clone.firstFile.name);
    const b = relative(root, clone.secondFile.name);
    const [first, second] = a <= b ? [a, b] : [b, a];
    const key = `${first} ~ ${second}`;
    const where = `${a}:${clone.firstFile.start}-${clone.firstFile.end} ~ ${b}:${clone.secondFile.start}-${clone.secondFile.end}`;
    const known = pairs.get(key);
    if (!known || clone.lines > known.lines)
      pairs.set(key, { pair: key, lines: clone.lines, where });
  }
  return [...pairs.values()].sort((x, y) => x.pair.localeCompare(y.pair));
}

/**
 * What the tree has against the baseline of known pairs: `added`, pairs the baseline does not
 * list (a new duplicate: fail), and `gone`, listed pairs no longer found (remove them from the
 * baseline, so it only shrinks).
 */
export function compareWithBaseline(pairs, baseline) {
  const known = new Set(baseline);
  const found = new Set(pairs.map((p) => p.pair));
  return {
    added: pairs.filter((p) => !known.has(p.pair)),
    gone: baseline.filter((pair) => !found.has(pair)),
  };
}
