/** AST produced by rules.peggy. `loc` is where the node starts (1-based) plus its source offsets. */
export interface Loc {
  line: number;
  column: number;
  start: number;
  end: number;
}

export type Expr =
  | { type: 'Literal'; value: null | boolean | bigint | number | string; float?: boolean; loc: Loc }
  | { type: 'Bytes'; value: string; loc: Loc } // one char per byte (\xHH escapes)
  | { type: 'Ident'; name: string; loc: Loc }
  | { type: 'Member'; object: Expr; property: string; loc: Loc }
  | { type: 'Index'; object: Expr; index: Expr; loc: Loc }
  | { type: 'Slice'; object: Expr; from: Expr; to: Expr; loc: Loc }
  | { type: 'Call'; callee: Expr; args: Expr[]; loc: Loc }
  | { type: 'Unary'; op: '!' | '-'; argument: Expr; loc: Loc }
  | { type: 'Binary'; op: BinaryOp; left: Expr; right: Expr; loc: Loc }
  | { type: 'Is'; expr: Expr; typeName: string; loc: Loc }
  | { type: 'Ternary'; test: Expr; consequent: Expr; alternate: Expr; loc: Loc }
  | { type: 'List'; items: Expr[]; loc: Loc }
  | { type: 'Map'; entries: [Expr, Expr][]; loc: Loc }
  | { type: 'Path'; segments: (string | Expr)[][]; loc: Loc };

export type BinaryOp =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export interface WildcardSegment {
  type: 'Wildcard';
  name: string;
  recursive: boolean;
  loc: Loc;
}
export interface LiteralSegment {
  type: 'Literal';
  text: string;
  loc: Loc;
}
export type MatchSegment = WildcardSegment | LiteralSegment;

export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowNode {
  type: 'Allow';
  methods: AllowMethod[];
  condition: Expr | null;
  loc: Loc;
}

export interface LetNode {
  type: 'Let';
  name: string;
  value: Expr;
  loc: Loc;
}

export interface FunctionNode {
  type: 'Function';
  name: string;
  params: string[];
  lets: LetNode[];
  body: Expr;
  loc: Loc;
}

export interface MatchNode {
  type: 'Match';
  path: MatchSegment[];
  body: BodyItem[];
  loc: Loc;
}

export type BodyItem = MatchNode | AllowNode | FunctionNode;

export interface ServiceNode {
  type: 'Service';
  name: string;
  body: BodyItem[];
  loc: Loc;
}

export interface RulesFile {
  type: 'Rules';
  version: string;
  service: ServiceNode;
  loc: Loc;
}
