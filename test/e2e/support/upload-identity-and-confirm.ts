import type { Page } from 'playwright-core';

/**
 * The apply form's last steps: a small PDF as the 本人確認書類 (uploaded at once, waited for),
 * the terms ticked, and on to the confirm step.
 */
export async function uploadIdentityAndConfirm(page: Page): Promise<void> {
  const identity = Buffer.alloc(4 * 1024, 0x20);
  identity.write('%PDF-1.4\n', 0, 'latin1');
  await page
    .getByRole('form', { name: 'お申し込み内容の入力' })
    .getByLabel(/^本人確認書類/)
    .setInputFiles({ name: 'menkyo.pdf', mimeType: 'application/pdf', buffer: identity });
  await page.getByText('アップロード済み：menkyo.pdf').waitFor();
  await page.getByLabel(/^利用規約（第\d+版）に同意する/).check();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: 'お申し込み内容の確認' })
    .waitFor();
}
