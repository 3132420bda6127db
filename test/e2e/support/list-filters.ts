import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Picks `value` in a filter `select` of the asset list and waits until the URL carries it as
 * `param` and the select shows it again: the controls are driven by the URL, so the next change
 * must start from a screen that has rendered this one.
 */
export async function chooseFilter(
  page: Page,
  select: Locator,
  value: string,
  param: string,
): Promise<void> {
  await select.selectOption(value);
  await page.waitForURL((url) => url.searchParams.get(param) === value);
  await expect.poll(() => select.inputValue(), { message: `the ${param} select` }).toBe(value);
}

/** Ticks a filter checkbox of the asset list; waits for `param=1` in the URL and the tick shown. */
export async function tickFilter(page: Page, checkbox: Locator, param: string): Promise<void> {
  // Not check(): the box follows the URL, so it turns on only once the router has moved.
  await checkbox.click();
  await page.waitForURL((url) => url.searchParams.get(param) === '1');
  await expect.poll(() => checkbox.isChecked(), { message: `the ${param} checkbox` }).toBe(true);
}
