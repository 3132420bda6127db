/** Public entry of the rules engine: compile once, evaluate many requests. */
export { compileRules } from './compile-rules';
export { RulesSyntaxError } from './rules-syntax-error';
export { benchmarkRules } from './benchmark-rules';
export { MAX_ACCESS_PER_REQUEST } from './access-tracker';
export type * from './api';
