/**
 * "Rules are not filters": a `list` request is judged from the query's own constraints. This
 * module turns the REST `where` into disjunctive normal form (OR of ANDs of field filters), so
 * each branch can be judged alone; every branch must prove the rule (conservative).
 */
import type { RestStructuredQuery, RestValue } from './api';
import { fromRest } from './convert';
import { RMap, type Value } from './values';

export type ConstraintOp =
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export interface FieldConstraint {
  /** Field path segments joined by FIELD_SEP (so `a.b` and a field literally named "a.b" differ). */
  field: string;
  op: ConstraintOp;
  value: Value;
}

export const FIELD_SEP = '\u0000';
const NAME_FIELD = '__name__';
/** Firestore caps disjunctions at 30; beyond a generous bound we refuse rather than explode. */
const MAX_BRANCHES = 256;

export class QueryShapeError extends Error {}

/** `a.b`, `` `x.y`.z `` → segments. */
export function parseFieldPath(fieldPath: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < fieldPath.length) {
    if (fieldPath[i] === '`') {
      let seg = '';
      i++;
      while (i < fieldPath.length && fieldPath[i] !== '`') {
        if (fieldPath[i] === '\\' && i + 1 < fieldPath.length) i++;
        seg += fieldPath[i];
        i++;
      }
      out.push(seg);
      i++; // closing backtick
      if (fieldPath[i] === '.') i++;
    } else {
      const dot = fieldPath.indexOf('.', i);
      const end = dot < 0 ? fieldPath.length : dot;
      out.push(fieldPath.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

interface RestFieldRef {
  fieldPath?: string;
}
interface RestFilter {
  fieldFilter?: { field?: RestFieldRef; op?: string; value?: RestValue };
  unaryFilter?: { field?: RestFieldRef; op?: string };
  compositeFilter?: { op?: string; filters?: RestFilter[] };
}

function fieldKey(ref: RestFieldRef | undefined): string {
  if (!ref || typeof ref.fieldPath !== 'string')
    throw new QueryShapeError('filter without a field path');
  return parseFieldPath(ref.fieldPath).join(FIELD_SEP);
}

const FIELD_OPS = new Set<string>([
  'EQUAL',
  'NOT_EQUAL',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]);

function dnf(filter: RestFilter): FieldConstraint[][] {
  if (filter.fieldFilter) {
    const { field, op, value } = filter.fieldFilter;
    if (!op || !FIELD_OPS.has(op) || !value)
      throw new QueryShapeError(`unsupported field filter ${String(op)}`);
    const key = fieldKey(field);
    // A filter on __name__ constrains the document's name, not resource.data (no document has a
    // data field of that reserved name); leaving it out only widens what the branch must prove.
    if (key === NAME_FIELD) return [[]];
    return [[{ field: key, op: op as ConstraintOp, value: fromRest(value) }]];
  }
  if (filter.unaryFilter) {
    const { field, op } = filter.unaryFilter;
    const key = fieldKey(field);
    switch (op) {
      case 'IS_NULL':
        return [[{ field: key, op: 'EQUAL', value: null }]];
      case 'IS_NAN':
        return [[{ field: key, op: 'EQUAL', value: Number.NaN }]];
      case 'IS_NOT_NULL':
        return [[{ field: key, op: 'NOT_EQUAL', value: null }]];
      case 'IS_NOT_NAN':
        return [[{ field: key, op: 'NOT_EQUAL', value: Number.NaN }]];
      default:
        throw new QueryShapeError(`unsupported unary filter ${String(op)}`);
    }
  }
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(dnf);
    if (filter.compositeFilter.op === 'OR') return parts.flat();
    // AND (the default): cross product of the children's branches.
    let acc: FieldConstraint[][] = [[]];
    for (const p of parts) {
      const next: FieldConstraint[][] = [];
      for (const a of acc) for (const b of p) next.push([...a, ...b]);
      if (next.length > MAX_BRANCHES) throw new QueryShapeError('too many OR branches');
      acc = next;
    }
    return acc;
  }
  throw new QueryShapeError('unknown filter shape');
}

/** The query's where clause as OR-of-ANDs; a query without filters is one empty branch. */
export function queryBranches(query: RestStructuredQuery | undefined): FieldConstraint[][] {
  if (!query || query.where === undefined || query.where === null) return [[]];
  const branches = dnf(query.where as RestFilter);
  if (branches.length > MAX_BRANCHES) throw new QueryShapeError('too many OR branches');
  return branches;
}

/** `request.query`: limit, offset and orderBy (field path → 'ASC' | 'DESC'); absent parts are absent. */
export function queryToValue(query: RestStructuredQuery | undefined): RMap {
  const m = new Map<string, Value>();
  if (query) {
    const limit =
      typeof query.limit === 'object' && query.limit !== null ? query.limit.value : query.limit;
    if (typeof limit === 'number') m.set('limit', BigInt(limit));
    if (typeof query.offset === 'number') m.set('offset', BigInt(query.offset));
    if (query.orderBy && query.orderBy.length > 0) {
      const order = new Map<string, Value>();
      for (const o of query.orderBy) {
        order.set(
          o.field.fieldPath,
          o.direction === 'DESCENDING' || o.direction === 'DESC' ? 'DESC' : 'ASC',
        );
      }
      m.set('orderBy', new RMap(order));
    }
  }
  return new RMap(m);
}
