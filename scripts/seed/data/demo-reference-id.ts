import { createHash } from 'node:crypto';
import { referenceAlphabet } from '../../../src/features/applications/api/new-application-id';

/**
 * An application id as the app makes them (newApplicationId: no look-alike characters, so the
 * 受付番号 reads out clearly), derived from a stable name so every seed gives the same id.
 */
export function demoReferenceId(name: string): string {
  const digest = createHash('sha256').update(`demo-rental-space:${name}`).digest();
  let id = '';
  for (let i = 0; i < 20; i++) id += referenceAlphabet[(digest[i] ?? 0) % referenceAlphabet.length];
  return id;
}

/**
 * The 受付番号 of a demo application (8 characters of the same alphabet, derived from its id so
 * every seed gives the same number); demoApplicationReferences checks that none repeats in a brand.
 */
export function demoApplicationReference(applicationId: string): string {
  return demoReferenceId(`reference:${applicationId}`).slice(0, 8);
}
