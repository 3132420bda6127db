import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/use-browser-session.js';

/** A brand of the demo data (scripts/seed). */
const BRAND_ID = 'sorakura';

const chromium = useBrowserSession();

/**
 * How much of the focused element's focus ring its nearest clipping ancestor cuts off, in
 * pixels on each side (0 everywhere: the whole ring is visible).
 */
function clippedFocusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    const ring = {
      top: box.top - reach,
      right: box.right + reach,
      bottom: box.bottom + reach,
      left: box.left - reach,
    };
    let clip: HTMLElement | null = element.parentElement;
    while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    const area = (clip ?? document.documentElement).getBoundingClientRect();
    return {
      element: element.textContent,
      top: Math.max(0, area.top - ring.top),
      right: Math.max(0, ring.right - area.right),
      bottom: Math.max(0, ring.bottom - area.bottom),
      left: Math.max(0, area.left - ring.left),
    };
  });
}

describe('keyboard use at phone width (Chromium against the Hosting emulator)', () => {
  it.each([
    ['the brand menu', `/${BRAND_ID}`, 'トップ'],
    ['the site menu', '/news', 'ホーム'],
  ])('shows the whole focus ring in %s', async (_label, path, firstLinkText) => {
    const { page } = await chromium.open(`focus-ring-${path}`);
    await page.goto(`${chromium.base}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Tab from the top until the first menu link has focus (after the skip link and the logo).
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      const text = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (text === firstLinkText) break;
    }
    expect(await clippedFocusRing(page)).toEqual({
      element: firstLinkText,
      top: 0,
      right: 0,
      bottom: 0,
      left: 0,
    });
  });
});
