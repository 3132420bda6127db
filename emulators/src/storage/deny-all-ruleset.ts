import type { Decision, Ruleset } from '../rules/api.js';

/** Used when no storage.rules is loaded: every request is denied, saying why. */
export function denyAllRuleset(reason: string): Ruleset {
  const decision: Decision = { allowed: false, reason };
  return {
    service: 'firebase.storage',
    source: '',
    evaluate: () => Promise.resolve(decision),
  };
}
