/**
 * The seven staff lists on the one list part (issue 35): each opens with the demo data, shows
 * its page and the count of all (or the list's empty note), and passes axe at 390 and 1280 px
 * (screenshots with E2E_SCREENSHOTS=1, in /tmp/shots/staff-lists).
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { screenshot } from './support/screenshots.js';
import { signInAsAdmin } from './support/sign-in-as-admin.js';
import { useBrowserSession } from './support/use-browser-session.js';

const SHOTS = '/tmp/shots/staff-lists';
const brand = '/admin/brands/sorakura';

/** Each list: its address and the caption of its table. */
const lists = [
  ['members', `${brand}/users`, '利用者の一覧（新しい登録順）'],
  ['bills', `${brand}/billing?status=unpaid`, 'すべての月の「未払い」の請求'],
  ['applications', `${brand}?status=contracted`, '契約中の申込'],
  ['contacts', `${brand}/contacts`, 'お問い合わせ（新しい順）'],
  ['viewing-requests', `${brand}/previews`, '内見予約（新しい順）'],
  ['audit', '/admin/audit', '操作の記録（新しい順）'],
  ['mails', `${brand}/mails`, '送信したメール（新しい順）'],
] as const;

const chromium = useBrowserSession();

describe('the staff lists (demo admin, Chromium)', () => {
  it('each shows a page of its rows with the count of all, accessibly, at 390 and 1280 px', async () => {
    const { page, consoleErrors } = await chromium.open('staff-lists');
    await signInAsAdmin(page, chromium.base, lists[0][1]);
    mkdirSync(SHOTS, { recursive: true });
    for (const [name, path, caption] of lists) {
      await page.goto(`${chromium.base}${path}`);
      // A page of rows and the count of all, or (a list the demo data leaves empty) its note.
      const shown = page
        .getByRole('table', { name: caption })
        .or(page.locator('.data-table__empty'))
        .first();
      await shown.waitFor();
      if ((await page.locator('.data-table__empty').count()) === 0) {
        await page
          .getByRole('status')
          .filter({ hasText: /^全[\d,]+件中 1〜/ })
          .first()
          .waitFor();
      }
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousAxeViolations(page), `${name} at ${width} px`).toEqual([]);
        await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
