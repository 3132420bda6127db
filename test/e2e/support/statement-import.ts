import type { Locator, Page } from 'playwright-core';

/**
 * Chooses a 入出金明細 on the 入金消込 screen and waits for the match it should suggest (the
 * checkbox named after the customer and month), ticked.
 */
export async function chooseStatement(page: Page, file: Buffer, match: RegExp): Promise<Locator> {
  await page
    .getByLabel(/入出金明細/)
    .setInputFiles({ name: 'meisai.csv', mimeType: 'text/csv', buffer: file });
  const box = page.getByRole('checkbox', { name: match });
  await box.waitFor();
  if (!(await box.isChecked())) throw new Error(`the match ${match} is not ticked`);
  return box;
}

/** 「選択したN件の入金を記録する」, then its result message. */
export async function recordTickedPayments(page: Page): Promise<void> {
  await page.getByRole('button', { name: /の入金を記録する/ }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /件の入金を記録しました/ })
    .waitFor();
}
