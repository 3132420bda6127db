import { at } from './demo-clock';

/**
 * Each brand's 利用規約 versions and when they took effect. The terms page carries the latest
 * version; an application records the version in force when it was made.
 */
export const termsHistory: Record<string, { version: number; effective: Date }[]> = {
  sorakura: [
    { version: 1, effective: at('2025-04-01 00:00') },
    { version: 2, effective: at('2026-04-01 00:00') },
  ],
  'moto-garage': [{ version: 1, effective: at('2025-04-01 00:00') }],
  'box-yard': [
    { version: 1, effective: at('2025-04-01 00:00') },
    { version: 2, effective: at('2025-10-01 00:00') },
    { version: 3, effective: at('2026-07-01 00:00') },
  ],
  'kura-next': [{ version: 1, effective: at('2026-10-10 00:00') }],
};

/** The version in force at `when` (the first one if `when` predates them all). */
export function termsVersionOn(brandId: string, when: Date): number {
  const history = termsHistory[brandId];
  if (!history?.length) throw new Error(`terms-versions: no terms history for brand ${brandId}`);
  let version = history[0]!.version;
  for (const h of history) if (h.effective <= when) version = h.version;
  return version;
}
