import {
  ROUTE_RULE_EXTERNAL_TARGET,
  ROUTE_RULE_INTERNAL_TARGET,
  ROUTE_RULE_TO_MAX,
} from '@/lib/model/route-rule-patterns';

/**
 * Whether the router may follow a rule's `to`: the same test as the model's (and the function's)
 * `isSafeRedirectTarget` — a path on this site that is never `//…` or `/\…`, or an `https://`
 * address — built from the same patterns. It is not imported from `@/lib/model/route-rule` because
 * that module builds the zod schema, which would put zod into the entry chunk;
 * `__tests__/is-followable-target.test.ts` holds the two to the same answers.
 */
export function isFollowableTarget(to: string): boolean {
  return (
    to.length <= ROUTE_RULE_TO_MAX &&
    (ROUTE_RULE_INTERNAL_TARGET.test(to) || ROUTE_RULE_EXTERNAL_TARGET.test(to))
  );
}
