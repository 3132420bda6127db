// Types of duplicate-pairs.mjs for its TypeScript importers (its unit test).

/** What a jscpd JSON report says of one clone (the fields this check reads). */
export type JscpdClone = {
  lines: number;
  firstFile: { name: string; start: number; end: number };
  secondFile: { name: string; start: number; end: number };
};

export type DuplicatePair = { pair: string; lines: number; where: string };

export function pairsOf(report: { duplicates?: JscpdClone[] }, root: string): DuplicatePair[];

export function compareWithBaseline(
  pairs: DuplicatePair[],
  baseline: string[],
): { added: DuplicatePair[]; gone: string[] };
