import { routeRuleMessages } from './route-rule-messages';

/** The Japanese message for a failed write: refused by the rules, or anything else. */
export function routeRuleErrorMessage(error: unknown, fallback: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' ? routeRuleMessages.permissionDenied : fallback;
}
