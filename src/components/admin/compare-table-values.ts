const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

function rank(value: unknown): number {
  if (value === null || value === undefined || value === '') return 3;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return 1;
  return 2;
}

function asNumber(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as number;
}

/**
 * The order of two cell values in an admin table: numbers, dates and booleans by value, text
 * in Japanese collation with numbers inside text compared as numbers (A-2 before A-10), and
 * empty values (null, undefined, '') after everything else.
 */
export function compareTableValues(a: unknown, b: unknown): number {
  const rankA = rank(a);
  const rankB = rank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 3) return 0;
  if (rankA === 1) return asNumber(a) - asNumber(b);
  return collator.compare(String(a), String(b));
}
