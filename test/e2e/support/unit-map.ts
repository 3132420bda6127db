import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The switcher a unit map has when its spaces are on several floors (1階, 2階, …). */
export const floorSwitcher = (page: Page) => page.getByRole('group', { name: '表示する階' });

/** What the switcher calls a floor (src/components/floor-plan/floor-name.ts). */
export function floorName(floor: number | null): string {
  if (floor === null) return '屋外';
  return floor < 0 ? `地下${-floor}階` : `${floor}階`;
}

/**
 * Shows `floor` on a plan of spaces (the unit map, the staff map, `plan` naming the layout
 * editor's) once it is drawn; nothing to do when all its spaces are on one floor (no switcher).
 */
export async function showFloor(page: Page, floor: number | null, plan = /^区画図/): Promise<void> {
  await page.getByRole('group', { name: plan }).waitFor();
  if ((await floorSwitcher(page).count()) === 0) return;
  const button = floorSwitcher(page).getByRole('button', {
    name: new RegExp(`^${floorName(floor)}`),
  });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}
