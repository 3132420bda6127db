/** Firestore's limit on the values of one `in` filter. */
const MAX_IN_VALUES = 30;

/**
 * The `from` values that can match `path`, most specific first: the path itself, then the
 * prefix rules of its ancestors, deepest first (`/a/b/c` → `/a/b/c`, `/a/b/*`, `/a/*`). Paths
 * deeper than the `in` limit allows keep their deepest prefixes.
 */
export function candidateFroms(path: string): string[] {
  const candidates = [path];
  if (path === '/') return candidates;
  const segments = path.split('/').slice(1);
  for (let depth = segments.length - 1; depth >= 1; depth -= 1) {
    candidates.push(`/${segments.slice(0, depth).join('/')}/*`);
  }
  return candidates.slice(0, MAX_IN_VALUES);
}
