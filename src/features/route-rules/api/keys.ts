/** The route rules' query keys (staff only; the redirect step asks the server, not the cache). */
export const routeRuleKeys = {
  all: ['admin', 'routeRules'] as const,
};
