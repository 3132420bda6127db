import { z } from 'zod';
import { isSafeRedirectTarget } from './is-safe-redirect-target.js';
import {
  ROUTE_RULE_FROM,
  ROUTE_RULE_FROM_MAX,
  ROUTE_RULE_UNREACHABLE_FROM,
  redirectStatuses,
} from './route-rule-patterns.js';

/**
 * The functions' copy of the routeRules/{id} fields that decide a redirect (the SPA's is
 * src/lib/model/route-rule.ts; test/functions/route-rule-schema-agreement.test.ts keeps them
 * in step). Stored documents are parsed with it: anything else (a bad target, a missing field,
 * a wrong type) is ignored as if the rule did not exist.
 */
export const routeRuleSchema = z
  .object({
    from: z
      .string()
      .max(ROUTE_RULE_FROM_MAX)
      .regex(ROUTE_RULE_FROM)
      .refine((from) => !ROUTE_RULE_UNREACHABLE_FROM.test(from)),
    to: z.string().refine(isSafeRedirectTarget),
    status: z.literal(redirectStatuses),
    enabled: z.boolean(),
  })
  .refine((rule) => rule.to !== rule.from, { path: ['to'] });

export type RouteRuleFields = z.infer<typeof routeRuleSchema>;
