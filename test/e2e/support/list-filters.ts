import type { Locator, Page } from 'playwright-core';

/** Waits until `read()` gives `expected` (the screen has rendered a change), or fails after 10 s. */
async function until<T>(read: () => Promise<T>, expected: T, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value === expected) return;
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${String(value)}, expected ${String(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
  await until(() => select.inputValue(), value, `the ${param} select`);
}

/** Ticks a filter checkbox of the asset list; waits for `param=1` in the URL and the tick shown. */
export async function tickFilter(page: Page, checkbox: Locator, param: string): Promise<void> {
  // Not check(): the box follows the URL, so it turns on only once the router has moved.
  await checkbox.click();
  await page.waitForURL((url) => url.searchParams.get(param) === '1');
  await until(() => checkbox.isChecked(), true, `the ${param} checkbox`);
}
