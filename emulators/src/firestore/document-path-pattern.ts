import { invalidArgument } from './api-error.js';

/** One segment of a pattern: a test on one path segment, or `**` (any number of segments). */
type PatternSegment = { kind: 'one'; test: (segment: string) => boolean } | { kind: 'many' };

const CAPTURE = /^\{([^/{}=]+)(?:=([^/{}]*))?\}$/;

function trimSlashes(path: string): string {
  // firebase-functions normalises the path the same way before it registers it.
  return path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\/{2,}/g, '/');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function parseSegment(raw: string, pattern: string): PatternSegment {
  const capture = CAPTURE.exec(raw);
  // `{name}` and `{name=*}` capture one segment, `{name=**}` any number (Eventarc path patterns,
  // the syntax firebase-functions' PathPattern implements).
  const glob = capture ? (capture[2] ?? '*') : raw;
  if (glob === '**') return { kind: 'many' };
  if (glob.includes('**') || /[{}]/.test(glob)) {
    throw invalidArgument(
      `Invalid document pattern "${pattern}": "${raw}" is not a path segment, {name}, {name=*} or {name=**}.`,
    );
  }
  if (glob === '*') return { kind: 'one', test: () => true };
  if (!glob.includes('*')) return { kind: 'one', test: (segment) => segment === glob };
  const regex = new RegExp(`^${glob.split('*').map(escapeRegExp).join('[^/]*')}$`);
  return { kind: 'one', test: (segment) => regex.test(segment) };
}

function matchFrom(pattern: PatternSegment[], path: string[], i: number, j: number): boolean {
  if (i === pattern.length) return j === path.length;
  const segment = pattern[i] as PatternSegment;
  if (segment.kind === 'many') {
    for (let k = j; k <= path.length; k++) if (matchFrom(pattern, path, i + 1, k)) return true;
    return false;
  }
  return (
    j < path.length && segment.test(path[j] as string) && matchFrom(pattern, path, i + 1, j + 1)
  );
}

/**
 * Compiles a trigger's document filter into a test on document paths (relative to the
 * database's `/documents`, e.g. `users/u1`). `EXACT` filters name one document; `PATH_PATTERN`
 * ones may hold `{wildcard}`, `{wildcard=*}`, `*` (one segment) and `{wildcard=**}`, `**` (zero
 * or more segments). Throws INVALID_ARGUMENT on a malformed pattern.
 */
export function compileDocumentPattern(
  document: string,
  matchType: 'EXACT' | 'PATH_PATTERN',
): (documentPath: string) => boolean {
  const normalized = trimSlashes(document);
  if (normalized === '') throw invalidArgument("The trigger's document filter is empty.");
  if (matchType === 'EXACT') return (documentPath) => documentPath === normalized;
  const segments = normalized.split('/').map((raw) => parseSegment(raw, document));
  return (documentPath) => matchFrom(segments, documentPath.split('/'), 0, 0);
}
