/**
 * compileRules: parse once, flatten the nested `match` blocks into full path patterns with their
 * `allow` statements and lexically visible functions, then evaluate requests against them.
 */
import { AccessTracker, NeedFetch } from './access-tracker';
import type {
  Decision,
  EvaluationContext,
  FirestoreRulesRequest,
  Ruleset,
  RulesMethod,
  StorageRulesRequest,
} from './api';
import type { AllowMethod, AllowNode, BodyItem, Expr, Loc, MatchSegment, RulesFile } from './ast';
import {
  authToValue,
  documentToResource,
  storageObjectToValue,
  timestampFromTime,
} from './convert';
import { Env, Evaluator, type FunctionDef, type FunctionScope } from './evaluator';
import { parseRules } from './parse-rules';
import {
  QueryShapeError,
  queryBranches,
  queryToValue,
  type FieldConstraint,
} from './query-constraints';
import { RulesSyntaxError } from './rules-syntax-error';
import { type EvalError, RMap, RPath, RSymbolic, typeName, type Value } from './values';

const METHOD_EXPANSION: Record<AllowMethod, readonly RulesMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};
const METHODS = new Set<string>(['get', 'list', 'create', 'update', 'delete']);
const TYPE_NAMES = new Set([
  'bool',
  'int',
  'float',
  'number',
  'string',
  'list',
  'map',
  'set',
  'path',
  'bytes',
  'timestamp',
  'duration',
  'latlng',
  'map_diff',
  'null',
]);
/** Stands for "any document id" in a list request's path; cannot collide with a real segment. */
const ANY_ID = '\u0000*';

/**
 * Whether a match can stand for every result of a list that reaches any depth: a
 * collection-group query (matched as parent/collectionId/<any id>) or a Storage list without the
 * '/' delimiter (prefix/<any name>). The results lie below the first `known` segments of the
 * path at any depth, so a recursive wildcard must take up the unknown part: it starts within
 * those segments and at most `tail` segments (collectionId/{id} for a group) follow it.
 * Documented: collection-group queries are only granted by matches with a recursive wildcard.
 */
function coversAnyDepth(pattern: readonly MatchSegment[], known: number, tail: number): boolean {
  const recursive = pattern.flatMap((seg, i) =>
    seg.type === 'Wildcard' && seg.recursive ? [i] : [],
  );
  const first = recursive[0];
  const last = recursive[recursive.length - 1];
  if (first === undefined || last === undefined) return false;
  return first <= known && pattern.length - 1 - last <= tail;
}

interface CompiledAllow {
  node: AllowNode;
  methods: ReadonlySet<RulesMethod>;
  scope: FunctionScope;
  label: string;
  /** Full match pattern, e.g. /databases/{database}/documents/brands/{brandId}. */
  match: string;
}

interface CompiledMatch {
  pattern: readonly MatchSegment[];
  display: string;
  allows: CompiledAllow[];
  /** Cheap pre-filter on the number of path segments before trying the pattern. */
  minLength: number;
  maxLength: number;
}

interface Candidate {
  allow: CompiledAllow;
  env: Env;
}

type Outcome = { ok: true; value: Value } | { ok: false; error: EvalError };

function patternText(segs: readonly MatchSegment[]): string {
  return segs
    .map((s) =>
      s.type === 'Literal' ? `/${s.text}` : s.recursive ? `/{${s.name}=**}` : `/{${s.name}}`,
    )
    .join('');
}

function walkExpr(e: Expr, visit: (e: Expr) => void): void {
  visit(e);
  switch (e.type) {
    case 'Member':
      walkExpr(e.object, visit);
      break;
    case 'Index':
      walkExpr(e.object, visit);
      walkExpr(e.index, visit);
      break;
    case 'Slice':
      walkExpr(e.object, visit);
      walkExpr(e.from, visit);
      walkExpr(e.to, visit);
      break;
    case 'Call':
      walkExpr(e.callee, visit);
      e.args.forEach((a) => walkExpr(a, visit));
      break;
    case 'Unary':
      walkExpr(e.argument, visit);
      break;
    case 'Binary':
      walkExpr(e.left, visit);
      walkExpr(e.right, visit);
      break;
    case 'Is':
      walkExpr(e.expr, visit);
      break;
    case 'Ternary':
      walkExpr(e.test, visit);
      walkExpr(e.consequent, visit);
      walkExpr(e.alternate, visit);
      break;
    case 'List':
      e.items.forEach((a) => walkExpr(a, visit));
      break;
    case 'Map':
      e.entries.forEach(([k, v]) => {
        walkExpr(k, visit);
        walkExpr(v, visit);
      });
      break;
    case 'Path':
      e.segments.forEach((seg) => seg.forEach((p) => typeof p !== 'string' && walkExpr(p, visit)));
      break;
    default:
      break;
  }
}

function snippet(source: string, loc: Loc): string {
  const text = source.slice(loc.start, loc.end).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

class CompiledRuleset implements Ruleset {
  readonly service: 'cloud.firestore' | 'firebase.storage';
  private readonly matches: CompiledMatch[] = [];
  private readonly recursiveMin: number;
  /** Where debug() output goes; like the official emulator's debug log, not the response. */
  debug: (line: string) => void = (line) => process.stderr.write(`[rules debug] ${line}\n`);

  constructor(
    readonly source: string,
    ast: RulesFile,
    fileName: string,
  ) {
    const issues: { line: number; column: number; message: string }[] = [];
    const svc = ast.service;
    if (svc.name !== 'cloud.firestore' && svc.name !== 'firebase.storage') {
      issues.push({
        ...svc.loc,
        message: `Unknown service "${svc.name}": expected cloud.firestore or firebase.storage.`,
      });
    }
    if (ast.version !== '1' && ast.version !== '2') {
      issues.push({
        ...ast.loc,
        message: `Unsupported rules_version '${ast.version}': expected '1' or '2'.`,
      });
    }
    this.service = svc.name === 'firebase.storage' ? 'firebase.storage' : 'cloud.firestore';
    // Documented: in version 2 a recursive wildcard matches zero or more segments, in version 1 one or more.
    this.recursiveMin = ast.version === '2' ? 0 : 1;
    this.flatten(svc.body, [], new Map(), issues, ast.version);
    if (issues.length > 0) throw new RulesSyntaxError(issues, fileName);
  }

  private flatten(
    body: BodyItem[],
    prefix: MatchSegment[],
    outer: FunctionScope,
    issues: { line: number; column: number; message: string }[],
    version: string,
  ): void {
    const scope = new Map(outer);
    for (const item of body) {
      if (item.type !== 'Function') continue;
      const seen = new Set<string>();
      for (const p of item.params) {
        if (seen.has(p))
          issues.push({
            ...item.loc,
            message: `Duplicate parameter ${p} in function ${item.name}.`,
          });
        seen.add(p);
      }
      scope.set(item.name, { node: item, scope });
      this.checkExpr(item.body, issues);
      item.lets.forEach((l) => this.checkExpr(l.value, issues));
    }
    const match: CompiledMatch = {
      pattern: prefix,
      display: patternText(prefix),
      allows: [],
      minLength: 0,
      maxLength: 0,
    };
    for (const item of body) {
      if (item.type === 'Match') {
        item.path.forEach((seg, i) => {
          if (
            seg.type === 'Wildcard' &&
            seg.recursive &&
            version !== '2' &&
            i !== item.path.length - 1
          ) {
            issues.push({
              ...seg.loc,
              message:
                'A recursive wildcard {name=**} must be the last path segment in rules_version 1.',
            });
          }
        });
        this.flatten(item.body, [...prefix, ...item.path], scope, issues, version);
      } else if (item.type === 'Allow') {
        if (item.condition) this.checkExpr(item.condition, issues);
        const methods = new Set<RulesMethod>();
        item.methods.forEach((m) => METHOD_EXPANSION[m].forEach((x) => methods.add(x)));
        match.allows.push({
          node: item,
          methods,
          scope,
          label: `'allow ${item.methods.join(', ')}' @ L${item.loc.line}`,
          match: match.display,
        });
      }
    }
    if (match.allows.length > 0) {
      const recursive = prefix.filter((p) => p.type === 'Wildcard' && p.recursive).length;
      match.minLength = prefix.length - recursive + recursive * this.recursiveMin;
      match.maxLength = recursive > 0 ? Infinity : prefix.length;
      this.matches.push(match);
    }
  }

  private checkExpr(e: Expr, issues: { line: number; column: number; message: string }[]): void {
    walkExpr(e, (n) => {
      if (n.type === 'Is' && !TYPE_NAMES.has(n.typeName)) {
        issues.push({
          line: n.loc.line,
          column: n.loc.column,
          message: `Unknown type "${n.typeName}" in 'is' check.`,
        });
      }
    });
  }

  /** Binds wildcards or returns null; `{x=**}` may consume a variable number of segments. */
  private matchPattern(
    pattern: readonly MatchSegment[],
    path: readonly string[],
    pi: number,
    si: number,
    out: Map<string, Value>,
  ): boolean {
    if (pi === pattern.length) return si === path.length;
    const seg = pattern[pi] as MatchSegment;
    if (seg.type === 'Literal') {
      return path[si] === seg.text && this.matchPattern(pattern, path, pi + 1, si + 1, out);
    }
    if (!seg.recursive) {
      const s = path[si];
      if (s === undefined) return false;
      out.set(seg.name, s === ANY_ID ? new RSymbolic('id', []) : s);
      if (this.matchPattern(pattern, path, pi + 1, si + 1, out)) return true;
      out.delete(seg.name);
      return false;
    }
    for (let end = path.length; end >= si + this.recursiveMin; end--) {
      const taken = path.slice(si, end);
      out.set(seg.name, taken.includes(ANY_ID) ? new RSymbolic('id', []) : new RPath(taken));
      if (this.matchPattern(pattern, path, pi + 1, end, out)) return true;
    }
    out.delete(seg.name);
    return false;
  }

  async evaluate(
    request: FirestoreRulesRequest | StorageRulesRequest,
    context: EvaluationContext,
  ): Promise<Decision> {
    const bad = this.checkRequest(request);
    if (bad) return { allowed: false, reason: bad };
    const tracker = new AccessTracker(request, context);
    for (;;) {
      try {
        return this.decide(request, tracker);
      } catch (e) {
        // Malformed documents or values from the caller: deny with the reason, never crash the server.
        if (!(e instanceof NeedFetch))
          return { allowed: false, reason: `Invalid rules request: ${(e as Error).message}` };
        let doc;
        try {
          doc = await e.promise;
        } catch (err) {
          return { allowed: false, reason: `Document lookup failed: ${(err as Error).message}` };
        }
        tracker.store(e.key, doc);
      }
    }
  }

  private checkRequest(r: FirestoreRulesRequest | StorageRulesRequest): string | null {
    if (!r || typeof r !== 'object') return 'Invalid rules request.';
    if (r.service !== this.service) {
      return `These rules are for service ${this.service}, but the request is for ${String(r.service)}.`;
    }
    if (!METHODS.has(r.method)) return `Invalid request method ${String(r.method)}.`;
    if (typeof r.path !== 'string') return 'Invalid request path.';
    if (!r.time || typeof r.time.seconds !== 'number') return 'Invalid request time.';
    return null;
  }

  private fullPath(r: FirestoreRulesRequest | StorageRulesRequest): string[] {
    const rest = r.path.split('/').filter((s) => s !== '');
    const head =
      r.service === 'cloud.firestore'
        ? ['databases', r.database ?? '(default)', 'documents']
        : ['b', (r as StorageRulesRequest).bucket, 'o'];
    const segs = [...head, ...rest];
    if (r.method === 'list') segs.push(ANY_ID);
    return segs;
  }

  private globals(r: FirestoreRulesRequest | StorageRulesRequest, path: string[]): Env {
    const req = new Map<string, Value>([
      ['auth', authToValue(r.auth)],
      ['method', r.method],
      ['path', new RPath(r.method === 'list' ? path.slice(0, -1) : path)],
      ['time', timestampFromTime(r.time)],
    ]);
    let resource: Value;
    if (r.service === 'cloud.firestore') {
      if (r.requestResource) req.set('resource', documentToResource(r.requestResource));
      if (r.method === 'list') req.set('query', queryToValue(r.query));
      resource =
        r.method === 'list'
          ? new RSymbolic('resource', [])
          : r.resource
            ? documentToResource(r.resource)
            : null;
    } else {
      if (r.requestResource) req.set('resource', storageObjectToValue(r.requestResource));
      resource = r.resource ? storageObjectToValue(r.resource) : null;
    }
    return new Env(
      new Map<string, Value>([
        ['request', new RMap(req)],
        ['resource', resource],
      ]),
      null,
    );
  }

  private decide(r: FirestoreRulesRequest | StorageRulesRequest, tracker: AccessTracker): Decision {
    const path = this.fullPath(r);
    const shownPath = '/' + (r.method === 'list' ? path.slice(0, -1) : path).join('/');
    const globals = this.globals(r, path);
    const candidates: Candidate[] = [];
    // Documented: collection-group queries are only granted by matches with a recursive wildcard.
    const collectionGroup =
      r.method === 'list' &&
      r.service === 'cloud.firestore' &&
      r.query?.from?.[0]?.allDescendants === true;
    const storageAnyDepth =
      r.method === 'list' && r.service === 'firebase.storage' && r.anyDepth === true;
    if (collectionGroup && !(r as FirestoreRulesRequest).query?.from?.[0]?.collectionId) {
      // A kindless query returns every document below the parent, in collections of any name;
      // no match pattern can stand for all of them, so it is never granted by rules.
      return {
        allowed: false,
        reason: `A query of every collection below ${shownPath} (no collection ID) cannot be granted by rules.`,
      };
    }
    for (const m of this.matches) {
      if (path.length < m.minLength || path.length > m.maxLength) continue;
      if (collectionGroup && !coversAnyDepth(m.pattern, path.length - 2, 2)) continue;
      if (storageAnyDepth && !coversAnyDepth(m.pattern, path.length - 1, 0)) continue;
      const bindings = new Map<string, Value>();
      if (!this.matchPattern(m.pattern, path, 0, 0, bindings)) continue;
      if (collectionGroup || storageAnyDepth) {
        // The results lie at any depth below the parent or prefix, so what a recursive
        // wildcard spans differs from one result to the next: it is unknown.
        for (const seg of m.pattern)
          if (seg.type === 'Wildcard' && seg.recursive)
            bindings.set(seg.name, new RSymbolic('wildcard', [seg.name]));
      }
      const env = new Env(bindings, globals);
      for (const allow of m.allows)
        if (allow.methods.has(r.method)) candidates.push({ allow, env });
    }
    if (candidates.length === 0) {
      return {
        allowed: false,
        reason: `No matching allow statements for '${r.method}' on ${shownPath}.`,
      };
    }
    if (r.method !== 'list' || r.service !== 'cloud.firestore') {
      return this.judge(r, candidates, null, tracker, shownPath, '');
    }
    let branches: FieldConstraint[][];
    try {
      branches = queryBranches((r as FirestoreRulesRequest).query);
    } catch (e) {
      if (!(e instanceof QueryShapeError)) throw e;
      return { allowed: false, reason: `Cannot judge the query for ${shownPath}: ${e.message}.` };
    }
    let last: Decision = { allowed: false, reason: '' };
    for (let i = 0; i < branches.length; i++) {
      const label = branches.length > 1 ? ` (OR branch ${i + 1} of ${branches.length})` : '';
      last = this.judge(r, candidates, branches[i] as FieldConstraint[], tracker, shownPath, label);
      if (!last.allowed) return last;
    }
    return last;
  }

  private judge(
    r: FirestoreRulesRequest | StorageRulesRequest,
    candidates: Candidate[],
    constraints: FieldConstraint[] | null,
    tracker: AccessTracker,
    shownPath: string,
    branchLabel: string,
  ): Decision {
    const failures: { c: Candidate; ev: Evaluator; outcome: Outcome }[] = [];
    for (const c of candidates) {
      const where = `${c.allow.label} (match ${c.allow.match})`;
      const cond = c.allow.node.condition;
      if (!cond) return { allowed: true, reason: `Allowed by ${where}.` };
      const ev = new Evaluator(
        {
          service: this.service,
          database: '(default)',
          access: tracker,
          constraints,
          debug: this.debug,
        },
        c.allow.scope,
      );
      ev.globals = c.env;
      const outcome = ev.tryEv(cond, c.env);
      if (outcome.ok && outcome.value === true)
        return { allowed: true, reason: `Allowed by ${where}.` };
      failures.push({ c, ev, outcome });
    }
    const parts = failures.map(({ c, ev, outcome }) => this.explain(r.method, c, ev, outcome));
    return {
      allowed: false,
      reason: `Permission denied for '${r.method}' on ${shownPath}${branchLabel}: ${parts.join('; ')}`,
    };
  }

  private explain(method: string, c: Candidate, ev: Evaluator, outcome: Outcome): string {
    const { node: allow, match } = c.allow;
    const at = `for '${method}' @ L${allow.loc.line} (allow ${allow.methods.join(', ')} in match ${match})`;
    const cond = c.allow.node.condition as Expr;
    if (!outcome.ok) return this.errorText(outcome.error, at);
    if (outcome.value !== false) {
      return `condition ${at} evaluated to ${typeName(outcome.value)}, not bool`;
    }
    const found = this.findFalse(cond, c.env, ev);
    if (found.error) return this.errorText(found.error, at);
    return `false ${at}: expression at L${found.node.loc.line}:${found.node.loc.column} was false: ${snippet(this.source, found.node.loc)}`;
  }

  private errorText(error: EvalError, at: string): string {
    const loc = error.loc;
    const where = loc ? ` at L${loc.line}:${loc.column}` : '';
    const what = loc ? ` [${snippet(this.source, loc)}]` : '';
    return `evaluation error${where} ${at}: ${error.message}${what}`;
  }

  /** The innermost sub-expression responsible for a false condition. */
  private findFalse(node: Expr, env: Env, ev: Evaluator): { node: Expr; error?: EvalError } {
    if (node.type === 'Binary' && node.op === '&&') {
      const l = ev.tryEv(node.left, env);
      if (l.ok && l.value === false) return this.findFalse(node.left, env, ev);
      return this.findFalse(node.right, env, ev);
    }
    if (node.type === 'Ternary') {
      const t = ev.tryEv(node.test, env);
      if (!t.ok) return { node, error: t.error };
      return this.findFalse(t.value === true ? node.consequent : node.alternate, env, ev);
    }
    if (node.type === 'Call' && node.callee.type === 'Ident') {
      const def: FunctionDef | undefined = ev.lookupFunction(node.callee.name);
      if (def) {
        const args: Value[] = [];
        for (const a of node.args) {
          const v = ev.tryEv(a, env);
          if (!v.ok) return { node, error: v.error };
          args.push(v.value);
        }
        const fenv = ev.functionEnv(def, args, ev.globals ?? undefined);
        return ev.withScope(def, () => this.findFalse(def.node.body, fenv, ev));
      }
    }
    return { node };
  }
}

/** Compiles rules source (Firestore or Storage); throws RulesSyntaxError with line:column on bad rules. */
export function compileRules(source: string, fileName = 'rules'): Ruleset {
  if (typeof source !== 'string')
    throw new RulesSyntaxError(
      [{ line: 1, column: 1, message: 'Rules source must be a string.' }],
      fileName,
    );
  try {
    return new CompiledRuleset(source, parseRules(source, fileName), fileName);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    // Expressions or blocks nested thousands deep exhaust the parser's stack.
    throw new RulesSyntaxError(
      [{ ...deepestNesting(source), message: 'Rules nest too deeply to compile.' }],
      fileName,
    );
  }
}

/** Where brackets nest deepest (the first such place): the spot a too-deep error points at. */
function deepestNesting(source: string): { line: number; column: number } {
  let depth = 0;
  let max = 0;
  let at = { line: 1, column: 1 };
  let line = 1;
  let column = 1;
  for (const ch of source) {
    if (ch === '(' || ch === '[' || ch === '{') {
      depth++;
      if (depth > max) {
        max = depth;
        at = { line, column };
      }
    } else if (ch === ')' || ch === ']' || ch === '}') depth--;
    if (ch === '\n') {
      line++;
      column = 1;
    } else column++;
  }
  return at;
}
