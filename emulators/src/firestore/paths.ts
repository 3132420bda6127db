import { invalidArgument } from './api-error.js';

/** Where a resource name lives: `projects/{projectId}/databases/{database}/documents/{path}`. */
export interface ResourceName {
  projectId: string;
  database: string;
  /** Segments below `/documents` (empty for the database root). */
  segments: string[];
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string cannot be encoded as UTF-8 (Firestore requires valid UTF-8). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

const MAX_ID_BYTES = 1500; // documented: document and collection IDs at most 1,500 bytes
const MAX_NAME_BYTES = 6144; // documented: a document name at most 6 KiB
const MAX_DEPTH = 100; // documented: at most 100 levels of subcollections

/** Validates one document or collection ID against the documented constraints. */
export function checkId(id: string, where: string): void {
  if (id === '')
    throw invalidArgument(`Invalid path at '${where}': a path segment is empty (check for '//').`);
  if (id === '.' || id === '..')
    throw invalidArgument(`Invalid path at '${where}': an ID cannot be '.' or '..'.`);
  // Reserved, except the numeric-ID form `__id123__` (firebase-admin uses it as a key bound).
  if (/^__.*__$/.test(id) && !/^__id-?\d+__$/.test(id)) {
    throw invalidArgument(
      `Invalid path at '${where}': IDs matching __.*__ are reserved ("${id}").`,
    );
  }
  if (hasLoneSurrogate(id))
    throw invalidArgument(`Invalid path at '${where}': an ID must be valid UTF-8.`);
  if (Buffer.byteLength(id, 'utf8') > MAX_ID_BYTES) {
    throw invalidArgument(
      `Invalid path at '${where}': an ID is longer than ${MAX_ID_BYTES} bytes.`,
    );
  }
}

/**
 * Parses a full resource name. `kind` says what the name must point at: a document (even number
 * of segments), a collection (odd), or a parent for queries (the root or a document).
 */
export function parseResourceName(
  name: string,
  where: string,
  kind: 'document' | 'collection' | 'parent',
): ResourceName {
  const match = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/.exec(name);
  if (!match) {
    throw invalidArgument(
      `Invalid resource name at '${where}': "${name}". Expected projects/{project_id}/databases/{database_id}/documents/{document_path}.`,
    );
  }
  const [, projectId = '', database = '', rest] = match;
  const segments = rest === undefined ? [] : rest.split('/');
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    throw invalidArgument(
      `Invalid resource name at '${where}': longer than ${MAX_NAME_BYTES} bytes.`,
    );
  }
  if (segments.length > MAX_DEPTH * 2) {
    throw invalidArgument(`Invalid resource name at '${where}': deeper than ${MAX_DEPTH} levels.`);
  }
  for (const segment of segments) checkId(segment, where);
  if (kind === 'document' && (segments.length === 0 || segments.length % 2 !== 0)) {
    throw invalidArgument(
      `Invalid document path at '${where}': "${segments.join('/')}" has ${segments.length} segment(s); a document path needs an even number.`,
    );
  }
  if (kind === 'collection' && segments.length % 2 !== 1) {
    throw invalidArgument(
      `Invalid collection path at '${where}': "${segments.join('/')}" has ${segments.length} segment(s); a collection path needs an odd number.`,
    );
  }
  if (kind === 'parent' && segments.length % 2 !== 0) {
    throw invalidArgument(
      `Invalid parent at '${where}': "${name}" must be the database root or a document.`,
    );
  }
  return { projectId, database, segments };
}

export function documentsRoot(projectId: string, database: string): string {
  return `projects/${projectId}/databases/${database}/documents`;
}

const SIMPLE_SEGMENT_FORBIDDEN = /[~*/[\]`]/;

/**
 * Parses a field path as the REST API writes it: segments separated by dots, each either a plain
 * name or a backquoted one (`` `a.b` ``, with \` and \\ escapes). Plain segments must be
 * non-empty and free of ~ * / [ ] (spec section 9); anything else needs backquotes.
 */
export function parseFieldPath(text: string, where: string): string[] {
  if (typeof text !== 'string' || text === '')
    throw invalidArgument(`Invalid field path at '${where}': it is empty.`);
  const segments: string[] = [];
  let i = 0;
  while (i <= text.length) {
    if (text[i] === '`') {
      let segment = '';
      i++;
      let closed = false;
      while (i < text.length) {
        const ch = text[i] as string;
        if (ch === '\\') {
          const next = text[i + 1];
          if (next !== '`' && next !== '\\') {
            throw invalidArgument(
              `Invalid field path at '${where}': bad escape in ${JSON.stringify(text)}.`,
            );
          }
          segment += next;
          i += 2;
        } else if (ch === '`') {
          closed = true;
          i++;
          break;
        } else {
          segment += ch;
          i++;
        }
      }
      if (!closed)
        throw invalidArgument(
          `Invalid field path at '${where}': unterminated backquote in ${JSON.stringify(text)}.`,
        );
      if (segment === '')
        throw invalidArgument(
          `Invalid field path at '${where}': empty field name in ${JSON.stringify(text)}.`,
        );
      segments.push(segment);
      if (i < text.length && text[i] !== '.') {
        throw invalidArgument(
          `Invalid field path at '${where}': expected '.' after a backquoted name in ${JSON.stringify(text)}.`,
        );
      }
      i++;
    } else {
      let end = text.indexOf('.', i);
      if (end === -1) end = text.length;
      const segment = text.slice(i, end);
      if (segment === '')
        throw invalidArgument(
          `Invalid field path at '${where}': empty field name in ${JSON.stringify(text)}.`,
        );
      if (SIMPLE_SEGMENT_FORBIDDEN.test(segment)) {
        throw invalidArgument(
          `Invalid field path at '${where}': "${segment}" contains one of ~ * / [ ] \`; quote it with backquotes.`,
        );
      }
      segments.push(segment);
      i = end + 1;
    }
  }
  return segments;
}

/** The canonical text of a field path (plain names bare, others backquoted). */
export function formatFieldPath(segments: readonly string[]): string {
  return segments
    .map((s) =>
      /^[A-Za-z_][A-Za-z_0-9]*$/.test(s)
        ? s
        : '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`',
    )
    .join('.');
}
