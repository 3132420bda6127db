import type { RestStructuredQuery, RestValue } from '../rules/api.js';
import { ApiError, invalidArgument } from './api-error.js';
import type { DocumentStore, StoredDocument } from './document-store.js';
import { indexKey } from './field-index.js';
import type { IndexLookup } from './field-index.js';
import { asArray, asBoolean, asEnum, asInt32, asObject, asString } from './json-shape.js';
import { formatFieldPath, parseFieldPath } from './paths.js';
import type { Fields } from './values.js';
import {
  comparePaths,
  compareValues,
  getField,
  isNaNValue,
  parseValue,
  setField,
  typeOrder,
  valuesEqual,
} from './values.js';

type DocPredicate = (doc: StoredDocument) => boolean;
/** null stands for the document name (`__name__`). */
type FieldRef = string[] | null;

interface Order {
  field: FieldRef;
  descending: boolean;
}

interface Cursor {
  values: RestValue[];
  before: boolean;
}

/** A validated structured query, ready to run. */
export interface ParsedQuery {
  /** The query as received (validated), what the rules judge for `list`. */
  raw: RestStructuredQuery;
  /** Parent below the database root ('' for the root). */
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  filter: DocPredicate | null;
  orders: Order[];
  startAt: Cursor | null;
  endAt: Cursor | null;
  offset: number;
  limit: number | null;
  projection: string[][] | null;
  /**
   * Lookups that narrow the documents to read: one per equality, `in`, `array-contains` or
   * `array-contains-any` filter that every match must pass (the top level of the filter, or of
   * an AND). The smallest one is used (executeQuery); none, a scan.
   */
  lookups: IndexLookup[];
  /** Full names a match must have (`__name__ ==` / `in`), or null. */
  names: string[] | null;
}

const FIELD_OPS = [
  'OPERATOR_UNSPECIFIED',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
] as const;
const UNARY_OPS = [
  'OPERATOR_UNSPECIFIED',
  'UNUSED',
  'IS_NAN',
  'IS_NULL',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
] as const;
const COMPOSITE_OPS = ['OPERATOR_UNSPECIFIED', 'AND', 'OR'] as const;
const DIRECTIONS = ['DIRECTION_UNSPECIFIED', 'ASCENDING', 'DESCENDING'] as const;
const INEQUALITY_OPS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);
const MAX_DISJUNCTIONS = 30; // documented limit for in / not-in / array-contains-any and OR queries

function parseFieldRef(raw: unknown, where: string): FieldRef {
  const body = asObject(raw, where, ['fieldPath']);
  const text = asString(body.fieldPath, `${where}.fieldPath`);
  if (text === '__name__') return null;
  return parseFieldPath(text, `${where}.fieldPath`);
}

function fieldKey(field: FieldRef): string {
  return field === null ? '__name__' : formatFieldPath(field);
}

function readField(doc: StoredDocument, field: FieldRef): RestValue | undefined {
  return field === null ? { referenceValue: doc.name } : getField(doc.fields, field);
}

interface FilterInfo {
  inequalityFields: Map<string, FieldRef>;
  disjunctions: number;
}

function listValues(value: RestValue, op: string, where: string): RestValue[] {
  if (!('arrayValue' in value))
    throw invalidArgument(`Invalid query at '${where}': '${op}' requires an array value.`);
  const values = value.arrayValue.values ?? [];
  if (values.length === 0)
    throw invalidArgument(`Invalid query at '${where}': '${op}' requires a non-empty array.`);
  if (values.length > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `Invalid query at '${where}': '${op}' supports at most ${MAX_DISJUNCTIONS} elements.`,
    );
  }
  return values;
}

function parseFieldFilter(raw: unknown, where: string, info: FilterInfo): DocPredicate {
  const body = asObject(raw, where, ['field', 'op', 'value']);
  const field = parseFieldRef(body.field, `${where}.field`);
  const op = asEnum(body.op, `${where}.op`, FIELD_OPS);
  const value = parseValue(body.value, `${where}.value`);
  if (INEQUALITY_OPS.has(op)) info.inequalityFields.set(fieldKey(field), field);
  if (field === null) {
    if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY') {
      throw invalidArgument(`Invalid query at '${where}': '${op}' cannot be used on __name__.`);
    }
    const refs = op === 'IN' || op === 'NOT_IN' ? listValues(value, op, where) : [value];
    if (!refs.every((v) => 'referenceValue' in v)) {
      throw invalidArgument(
        `Invalid query at '${where}': filters on __name__ need reference values.`,
      );
    }
  }
  const order = typeOrder(value);
  const get = (doc: StoredDocument): RestValue | undefined => readField(doc, field);
  const compare = (doc: StoredDocument, test: (c: number) => boolean): boolean => {
    const other = get(doc);
    return other !== undefined && typeOrder(other) === order && test(compareValues(other, value));
  };
  switch (op) {
    case 'LESS_THAN':
      return (doc) => compare(doc, (c) => c < 0);
    case 'LESS_THAN_OR_EQUAL':
      return (doc) => compare(doc, (c) => c <= 0);
    case 'GREATER_THAN':
      return (doc) => compare(doc, (c) => c > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return (doc) => compare(doc, (c) => c >= 0);
    case 'EQUAL':
      return (doc) => compare(doc, (c) => c === 0);
    case 'NOT_EQUAL':
      // Documented: != matches documents where the field exists and is not null... and differs.
      return (doc) => {
        const other = get(doc);
        return other !== undefined && !('nullValue' in other) && !valuesEqual(other, value);
      };
    case 'ARRAY_CONTAINS':
      return (doc) => {
        const other = get(doc);
        return (
          other !== undefined &&
          'arrayValue' in other &&
          (other.arrayValue.values ?? []).some((v) => valuesEqual(v, value))
        );
      };
    case 'IN': {
      const options = listValues(value, op, where);
      info.disjunctions *= options.length;
      return (doc) => {
        const other = get(doc);
        return other !== undefined && options.some((v) => valuesEqual(v, other));
      };
    }
    case 'ARRAY_CONTAINS_ANY': {
      const options = listValues(value, op, where);
      info.disjunctions *= options.length;
      return (doc) => {
        const other = get(doc);
        return (
          other !== undefined &&
          'arrayValue' in other &&
          (other.arrayValue.values ?? []).some((element) =>
            options.some((v) => valuesEqual(v, element)),
          )
        );
      };
    }
    default: {
      // NOT_IN: the field exists, is not null, and equals none of the values; null in the list matches nothing.
      const options = listValues(value, op, where);
      if (options.some((v) => 'nullValue' in v)) return () => false;
      return (doc) => {
        const other = get(doc);
        return (
          other !== undefined &&
          !('nullValue' in other) &&
          !options.some((v) => valuesEqual(v, other))
        );
      };
    }
  }
}

function parseUnaryFilter(raw: unknown, where: string, info: FilterInfo): DocPredicate {
  const body = asObject(raw, where, ['field', 'op']);
  const op = asEnum(body.op, `${where}.op`, UNARY_OPS);
  const field = parseFieldRef(body.field, `${where}.field`);
  if (field === null)
    throw invalidArgument(`Invalid query at '${where}': unary filters cannot use __name__.`);
  const get = (doc: StoredDocument): RestValue | undefined => getField(doc.fields, field);
  switch (op) {
    case 'IS_NAN':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && isNaNValue(v);
      };
    case 'IS_NULL':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && 'nullValue' in v;
      };
    case 'IS_NOT_NAN':
      info.inequalityFields.set(fieldKey(field), field);
      return (doc) => {
        const v = get(doc);
        return v !== undefined && !('nullValue' in v) && !isNaNValue(v);
      };
    case 'IS_NOT_NULL':
      info.inequalityFields.set(fieldKey(field), field);
      return (doc) => {
        const v = get(doc);
        return v !== undefined && !('nullValue' in v);
      };
    default:
      throw invalidArgument(`Invalid query at '${where}.op': unsupported unary operator.`);
  }
}

/**
 * How deep composite filters may nest. The SDKs send at most a few levels; the bound keeps a
 * hostile request from exhausting the stack (which would answer 500 instead of 400).
 */
const MAX_FILTER_DEPTH = 100;

function parseFilter(raw: unknown, where: string, info: FilterInfo, depth = 1): DocPredicate {
  if (depth > MAX_FILTER_DEPTH)
    throw invalidArgument(
      `Invalid query at '${where}': filters nest at most ${MAX_FILTER_DEPTH} levels deep.`,
    );
  const body = asObject(raw, where, ['fieldFilter', 'unaryFilter', 'compositeFilter']);
  const kinds = Object.keys(body);
  if (kinds.length !== 1)
    throw invalidArgument(
      `Invalid query at '${where}': a filter has exactly one of fieldFilter, unaryFilter, compositeFilter.`,
    );
  if (body.fieldFilter !== undefined)
    return parseFieldFilter(body.fieldFilter, `${where}.fieldFilter`, info);
  if (body.unaryFilter !== undefined)
    return parseUnaryFilter(body.unaryFilter, `${where}.unaryFilter`, info);
  const composite = asObject(body.compositeFilter, `${where}.compositeFilter`, ['op', 'filters']);
  const op = asEnum(composite.op, `${where}.compositeFilter.op`, COMPOSITE_OPS);
  const rawFilters = asArray(composite.filters, `${where}.compositeFilter.filters`);
  if (rawFilters.length === 0)
    throw invalidArgument(
      `Invalid query at '${where}': a composite filter needs at least one filter.`,
    );
  if (op === 'AND') {
    const parts = rawFilters.map((f, i) =>
      parseFilter(f, `${where}.compositeFilter.filters[${i}]`, info, depth + 1),
    );
    return (doc) => parts.every((p) => p(doc));
  }
  // OR: the disjunction count adds up across branches.
  let total = 0;
  const parts = rawFilters.map((f, i) => {
    const branch: FilterInfo = { inequalityFields: info.inequalityFields, disjunctions: 1 };
    const predicate = parseFilter(f, `${where}.compositeFilter.filters[${i}]`, branch, depth + 1);
    total += branch.disjunctions;
    return predicate;
  });
  info.disjunctions *= total;
  return (doc) => parts.some((p) => p(doc));
}

/**
 * The filters every match must pass that an index can serve (a validated `where`): the top level
 * and the parts of ANDs, never under an OR. Lookups on values the indexes do not key
 * (timestamps, maps…) are left out; the filter itself still decides.
 */
function lookupsOf(raw: unknown): { lookups: IndexLookup[]; names: string[] | null } {
  const lookups: IndexLookup[] = [];
  let names: string[] | null = null;
  const visit = (filter: Record<string, unknown>): void => {
    const composite = filter['compositeFilter'] as Record<string, unknown> | undefined;
    if (composite) {
      const op =
        typeof composite['op'] === 'number' ? COMPOSITE_OPS[composite['op']] : composite['op'];
      if (op === 'AND') {
        for (const part of composite['filters'] as Record<string, unknown>[]) visit(part);
      }
      return;
    }
    const field = filter['fieldFilter'] as Record<string, unknown> | undefined;
    if (!field) return;
    const op = typeof field['op'] === 'number' ? FIELD_OPS[field['op']] : field['op'];
    const path = (field['field'] as { fieldPath: string }).fieldPath;
    const value = parseValue(field['value'], 'value');
    const list =
      op === 'IN' || op === 'ARRAY_CONTAINS_ANY'
        ? 'arrayValue' in value
          ? (value.arrayValue.values ?? [])
          : []
        : [value];
    if (op !== 'EQUAL' && op !== 'IN' && op !== 'ARRAY_CONTAINS' && op !== 'ARRAY_CONTAINS_ANY')
      return;
    if (path === '__name__') {
      if (op !== 'EQUAL' && op !== 'IN') return;
      const these = list.flatMap((v) => ('referenceValue' in v ? [v.referenceValue] : []));
      names = names === null ? these : names.filter((name) => these.includes(name));
      return;
    }
    const keys: string[] = [];
    for (const v of list) {
      const key = indexKey(v);
      if (key === null) return;
      keys.push(key);
    }
    lookups.push({
      field: parseFieldPath(path, 'fieldPath'),
      kind: op === 'EQUAL' || op === 'IN' ? 'value' : 'element',
      keys,
    });
  };
  if (raw !== undefined) visit(raw as Record<string, unknown>);
  return { lookups, names };
}

function parseCursor(raw: unknown, where: string): Cursor {
  const body = asObject(raw, where, ['values', 'before']);
  const values = asArray(body.values, `${where}.values`).map((v, i) =>
    parseValue(v, `${where}.values[${i}]`),
  );
  if (values.length === 0)
    throw invalidArgument(`Invalid query at '${where}': a cursor needs at least one value.`);
  return {
    values,
    before: body.before === undefined ? false : asBoolean(body.before, `${where}.before`),
  };
}

/** Validates a REST StructuredQuery run below `parent` (relative path, '' for the root). */
export function parseStructuredQuery(
  raw: unknown,
  parent: string,
  where = 'structuredQuery',
): ParsedQuery {
  const body = asObject(raw, where, [
    'select',
    'from',
    'where',
    'orderBy',
    'startAt',
    'endAt',
    'offset',
    'limit',
    'findNearest',
  ]);
  if (body.findNearest !== undefined) {
    throw new ApiError(
      'UNIMPLEMENTED',
      'findNearest (vector search) is not supported by the offline Firestore emulator.',
    );
  }
  const from = asArray(body.from, `${where}.from`);
  if (from.length !== 1)
    throw invalidArgument(
      `Invalid query at '${where}.from': exactly one collection selector is supported.`,
    );
  const selector = asObject(from[0], `${where}.from[0]`, ['collectionId', 'allDescendants']);
  const collectionId =
    selector.collectionId === undefined
      ? ''
      : asString(selector.collectionId, `${where}.from[0].collectionId`);
  const allDescendants =
    selector.allDescendants === undefined
      ? false
      : asBoolean(selector.allDescendants, `${where}.from[0].allDescendants`);
  // An empty collectionId with allDescendants is a kindless query: every document below parent.
  if ((collectionId === '' && !allDescendants) || collectionId.includes('/')) {
    throw invalidArgument(
      `Invalid query at '${where}.from[0].collectionId': "${collectionId}" is not a collection ID.`,
    );
  }

  const info: FilterInfo = { inequalityFields: new Map(), disjunctions: 1 };
  const filter = body.where === undefined ? null : parseFilter(body.where, `${where}.where`, info);
  if (info.disjunctions > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `Invalid query: it has ${info.disjunctions} disjunctions; the limit is ${MAX_DISJUNCTIONS}.`,
    );
  }

  const orders: Order[] = [];
  const seen = new Set<string>();
  asArray(body.orderBy, `${where}.orderBy`).forEach((item, i) => {
    const order = asObject(item, `${where}.orderBy[${i}]`, ['field', 'direction']);
    const field = parseFieldRef(order.field, `${where}.orderBy[${i}].field`);
    const direction =
      order.direction === undefined
        ? 'ASCENDING'
        : asEnum(order.direction, `${where}.orderBy[${i}].direction`, DIRECTIONS);
    const key = fieldKey(field);
    if (seen.has(key))
      throw invalidArgument(
        `Invalid query at '${where}.orderBy[${i}]': "${key}" is ordered twice.`,
      );
    seen.add(key);
    orders.push({ field, descending: direction === 'DESCENDING' });
  });
  // Documented: an inequality on a field not in orderBy implies ordering by it (fields in
  // lexicographic order), and results are finally ordered by document name.
  const implicit = [...info.inequalityFields.entries()]
    .filter(([key]) => !seen.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lastDescending =
    orders.length > 0 ? (orders[orders.length - 1] as Order).descending : false;
  for (const [key, field] of implicit) {
    if (key === '__name__') continue;
    orders.push({ field, descending: lastDescending });
    seen.add(key);
  }
  if (!seen.has('__name__')) orders.push({ field: null, descending: lastDescending });

  const startAt = body.startAt === undefined ? null : parseCursor(body.startAt, `${where}.startAt`);
  const endAt = body.endAt === undefined ? null : parseCursor(body.endAt, `${where}.endAt`);
  for (const cursor of [startAt, endAt]) {
    if (cursor && cursor.values.length > orders.length) {
      throw invalidArgument(
        `Invalid query: a cursor has ${cursor.values.length} values but the query orders by ${orders.length} fields.`,
      );
    }
    cursor?.values.forEach((v, i) => {
      if ((orders[i] as Order).field === null && !('referenceValue' in v)) {
        throw invalidArgument(
          'Invalid query: the cursor value for __name__ must be a document reference.',
        );
      }
    });
  }

  const offset = body.offset === undefined ? 0 : asInt32(body.offset, `${where}.offset`);
  if (offset < 0)
    throw invalidArgument(`Invalid query at '${where}.offset': must not be negative.`);
  let limit: number | null = null;
  if (body.limit !== undefined && body.limit !== null) {
    const rawLimit =
      typeof body.limit === 'object'
        ? asObject(body.limit, `${where}.limit`, ['value']).value
        : body.limit;
    limit = asInt32(rawLimit, `${where}.limit`);
    if (limit < 0)
      throw invalidArgument(`Invalid query at '${where}.limit': must not be negative.`);
  }

  let projection: string[][] | null = null;
  if (body.select !== undefined) {
    const select = asObject(body.select, `${where}.select`, ['fields']);
    projection = asArray(select.fields, `${where}.select.fields`).map(
      (f, i) => parseFieldRef(f, `${where}.select.fields[${i}]`) ?? ['__name__'],
    );
  }

  return {
    ...lookupsOf(body.where),
    raw: body as RestStructuredQuery,
    parent,
    collectionId,
    allDescendants,
    filter,
    orders,
    startAt,
    endAt,
    offset,
    limit,
    projection,
  };
}

function compareKeys(
  a: (RestValue | undefined)[],
  b: readonly RestValue[],
  orders: Order[],
): number {
  for (let i = 0; i < b.length; i++) {
    const c = compareValues(a[i] as RestValue, b[i] as RestValue);
    if (c !== 0) return (orders[i] as Order).descending ? -c : c;
  }
  return 0;
}

function project(doc: StoredDocument, projection: string[][]): StoredDocument {
  let fields: Fields = {};
  for (const path of projection) {
    if (path.length === 1 && path[0] === '__name__') continue;
    const value = getField(doc.fields, path);
    if (value !== undefined) fields = setField(fields, path, value);
  }
  return { ...doc, fields };
}

/**
 * The documents a query may match, and whether they come in name order: those its narrowest
 * lookup names (by name, or from a field index), or with none every document of its
 * collections (`scan`: always, for comparing in tests).
 */
function candidatesOf(
  store: DocumentStore,
  query: ParsedQuery,
  scan: boolean,
): { candidates: readonly StoredDocument[]; sortedByName: boolean } {
  const paths = query.allDescendants
    ? query.collectionId === ''
      ? store.descendantCollectionPaths(query.parent)
      : store.collectionGroupPaths(query.parent, query.collectionId)
    : [query.parent === '' ? query.collectionId : `${query.parent}/${query.collectionId}`];
  if (!scan && query.names !== null) {
    const inQuery = new Set(paths);
    const found: StoredDocument[] = [];
    for (const name of new Set(query.names)) {
      if (!name.startsWith(`${store.root}/`)) continue;
      const path = name.slice(store.root.length + 1);
      const doc = store.get(path);
      if (doc && inQuery.has(path.slice(0, path.lastIndexOf('/')))) found.push(doc);
    }
    return { candidates: found, sortedByName: false };
  }
  if (!scan && query.lookups.length > 0) {
    let best = query.lookups[0] as IndexLookup;
    let bestCount = store.lookupCount(paths, best);
    for (const lookup of query.lookups.slice(1)) {
      if (bestCount === 0) break;
      const count = store.lookupCount(paths, lookup);
      if (count < bestCount) [best, bestCount] = [lookup, count];
    }
    return { candidates: store.lookupDocs(paths, best), sortedByName: false };
  }
  if (paths.length === 1)
    return { candidates: store.collectionDocs(paths[0] as string), sortedByName: true };
  return {
    candidates: paths.flatMap((p) => store.collectionDocs(p)),
    sortedByName: paths.length === 0,
  };
}

/**
 * Runs a parsed query against a store; documents come back in query order. `scan` reads every
 * document of the query's collections instead of what an index names (the reference the index
 * tests compare with: the same documents in the same order).
 */
export function executeQuery(
  store: DocumentStore,
  query: ParsedQuery,
  { scan = false, unordered = false }: { scan?: boolean; unordered?: boolean } = {},
): StoredDocument[] {
  const { candidates, sortedByName } = candidatesOf(store, query, scan);
  const filter = query.filter;
  const matching = filter ? candidates.filter(filter) : candidates;

  const orders = query.orders;
  const { startAt, endAt } = query;
  // How many of the first rows in order are needed (null: all of them).
  const needed = query.limit === null ? null : query.offset + query.limit;
  if (orders.length === 1 && !startAt && !endAt) {
    // Ordered by name only: the per-collection arrays are already sorted.
    if (unordered && needed === null) return finish(matching, query);
    let ordered: readonly StoredDocument[] = sortedByName
      ? matching
      : firstInOrder(matching, (a, b) => comparePaths(a.name, b.name), needed);
    if ((orders[0] as Order).descending) {
      ordered = sortedByName
        ? [...ordered].reverse()
        : firstInOrder(matching, (a, b) => comparePaths(b.name, a.name), needed);
    }
    return finish(ordered, query);
  }
  let rows: { doc: StoredDocument; keys: (RestValue | undefined)[] }[] = [];
  for (const doc of matching) {
    const keys =
      orders.length === 1
        ? [{ referenceValue: doc.name }]
        : orders.map((o) => readField(doc, o.field));
    // Documented: a document without a field used in orderBy is not returned.
    if (keys.some((k) => k === undefined)) continue;
    rows.push({ doc, keys });
  }
  // The cursors only compare a row with their values: filtered before ordering, fewer to order.
  if (startAt) {
    rows = rows.filter((row) => {
      const c = compareKeys(row.keys, startAt.values, orders);
      return startAt.before ? c >= 0 : c > 0;
    });
  }
  if (endAt) {
    rows = rows.filter((row) => {
      const c = compareKeys(row.keys, endAt.values, orders);
      return endAt.before ? c < 0 : c <= 0;
    });
  }
  if (!(unordered && needed === null)) {
    rows = firstInOrder(
      rows,
      (a, b) => {
        for (let i = 0; i < orders.length; i++) {
          const c = compareValues(a.keys[i] as RestValue, b.keys[i] as RestValue);
          if (c !== 0) return (orders[i] as Order).descending ? -c : c;
        }
        return 0;
      },
      needed,
    );
  }
  return finish(
    rows.map((row) => row.doc),
    query,
  );
}

/**
 * The first `needed` items in `compare`'s order (all of them when null), sorted. A page of 50
 * out of 20,000 is picked in one pass instead of ordering them all; the order is total (every
 * query ends with `__name__`), so the page is the same as a full sort's.
 */
function firstInOrder<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  needed: number | null,
): T[] {
  if (needed === null || needed * 8 >= items.length) return [...items].sort(compare);
  const best: T[] = [];
  if (needed === 0) return best;
  for (const item of items) {
    if (best.length === needed && compare(item, best[needed - 1] as T) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle] as T, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > needed) best.pop();
  }
  return best;
}

/** Applies offset, limit and projection to documents in query order. */
function finish(ordered: readonly StoredDocument[], query: ParsedQuery): StoredDocument[] {
  const end = query.limit === null ? undefined : query.offset + query.limit;
  const docs = ordered.slice(query.offset, end);
  const projection = query.projection;
  return projection ? docs.map((doc) => project(doc, projection)) : docs;
}
