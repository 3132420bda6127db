import type { Page } from 'playwright-core';

/**
 * Signs the demo admin in on the admin login page and waits until it has sent them on to `path`
 * (a path with or without a query).
 */
export async function signInAsAdmin(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path);
}
