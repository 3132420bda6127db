/** Shared builders for the rules-engine tests: small rulesets, documents and requests. */
import { compileRules } from '../index';
import type {
  Decision,
  EvaluationContext,
  FirestoreLookup,
  FirestoreRulesRequest,
  RestDocument,
  RestStructuredQuery,
  RestValue,
  RulesAuth,
  Ruleset,
} from '../api';

/** 2023-11-14T22:13:20Z */
export const NOW = { seconds: 1_700_000_000, nanos: 0 };
export const DOCS = 'projects/demo-rental-space/databases/(default)/documents';

/** JS → Firestore REST value; integers become integerValue, `{ $double: 1 }` forces a double. */
export function toRest(v: unknown): RestValue {
  if (v === null || v === undefined) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number')
    return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'bigint') return { integerValue: v.toString() };
  if (typeof v === 'string') return { stringValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toRest) } };
  const o = v as Record<string, unknown>;
  if ('$double' in o) return { doubleValue: o.$double as number };
  if ('$bytes' in o) return { bytesValue: o.$bytes as string };
  if ('$ref' in o) return { referenceValue: `${DOCS}/${o.$ref as string}` };
  if ('$geo' in o) {
    const [latitude, longitude] = o.$geo as [number, number];
    return { geoPointValue: { latitude, longitude } };
  }
  return { mapValue: { fields: fields(o) } };
}

export function fields(o: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, toRest(x)]));
}

export function doc(path: string, data: Record<string, unknown>): RestDocument {
  return { name: `${DOCS}/${path}`, fields: fields(data) };
}

/** Wraps match blocks in the usual Firestore service/database boilerplate. */
export function firestoreRules(body: string, version = '2'): Ruleset {
  return compileRules(
    `rules_version = '${version}';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`,
    'firestore.rules',
  );
}

export function lookup(docs: RestDocument[] = []): FirestoreLookup {
  const byPath = new Map(docs.map((d) => [d.name.slice(DOCS.length + 1), d]));
  return { get: (path) => byPath.get(path) ?? null };
}

export interface RequestOptions {
  auth?: RulesAuth | null;
  resource?: RestDocument | null;
  requestResource?: RestDocument;
  query?: RestStructuredQuery;
  context?: EvaluationContext;
  time?: { seconds: number; nanos: number };
}

export function firestoreRequest(
  method: FirestoreRulesRequest['method'],
  path: string,
  o: RequestOptions = {},
): FirestoreRulesRequest {
  return {
    service: 'cloud.firestore',
    path,
    method,
    auth: o.auth === undefined ? { uid: 'u1', token: {} } : o.auth,
    time: o.time ?? NOW,
    resource: o.resource ?? null,
    ...(o.requestResource ? { requestResource: o.requestResource } : {}),
    ...(o.query ? { query: o.query } : {}),
  };
}

export function run(
  rules: Ruleset,
  method: FirestoreRulesRequest['method'],
  path: string,
  o: RequestOptions = {},
): Promise<Decision> {
  return rules.evaluate(firestoreRequest(method, path, o), o.context ?? { firestore: lookup() });
}

/** Evaluates one condition as `allow get: if <expr>` on /t/x and returns the decision. */
export async function evalCondition(expr: string, o: RequestOptions = {}): Promise<Decision> {
  const rules = firestoreRules(`    match /t/{id} {\n      allow get: if ${expr};\n    }`);
  return run(rules, 'get', 't/x', o);
}

/** true when the condition is true, false when false or an error (rules deny on errors). */
export async function holds(expr: string, o: RequestOptions = {}): Promise<boolean> {
  return (await evalCondition(expr, o)).allowed;
}

/** The denial reason when the condition errors or is false (fails the test if it was allowed). */
export async function denial(expr: string, o: RequestOptions = {}): Promise<string> {
  const d = await evalCondition(expr, o);
  if (d.allowed) throw new Error(`expected a denial for: ${expr}`);
  return d.reason;
}
