/**
 * The grammar of a route rule (what `from` and `to` may be, the limits, the redirect statuses):
 * one module for the SPA and the functions, which live in functions/src/route-rules because
 * functions/ never imports from ../src (it deploys on its own); it has no imports, so the SPA's
 * bundle takes it as it is. firestore.rules spells the same patterns in RE2.
 */
export * from '../../../functions/src/route-rules/route-rule-patterns';
