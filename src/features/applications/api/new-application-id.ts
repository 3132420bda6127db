import { randomReferenceCharacters } from '../../../lib/model/application-reference';

export { referenceAlphabet } from '../../../lib/model/application-reference';

/**
 * A fresh application id: 20 characters of referenceAlphabet, so it is still the
 * 20-letter-and-digit id the rules require (isAutoId) and as unlikely to repeat as the SDK's own
 * auto id. Made once per attempt to apply, before the first commit, and passed to every retry of
 * it. What people read out is the shorter 受付番号 (application-reference.ts).
 */
export function newApplicationId(): string {
  return randomReferenceCharacters(20);
}
