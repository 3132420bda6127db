/** Public entry of the rules engine: compile once, evaluate many requests. */
export { compileRules } from './compileRules';
export { RulesSyntaxError } from './RulesSyntaxError';
export { benchmarkRules } from './benchmarkRules';
export { MAX_ACCESS_PER_REQUEST } from './AccessTracker';
export type * from './api';
