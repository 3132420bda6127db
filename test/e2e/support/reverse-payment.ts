import type { Locator, Page } from 'playwright-core';
import { confirmDialog } from './confirm-dialog.js';

/** 入金を取消 on a paid bill's row of the billing screen, with its reason; waits for 未払い. */
export async function reversePayment(page: Page, row: Locator, reason: string): Promise<void> {
  await row.getByRole('button', { name: /^入金を取消/ }).click();
  const title = '入金の記録を取り消しますか？';
  await page.getByRole('dialog', { name: title }).getByLabel(/理由/).fill(reason);
  await confirmDialog(page, title, '入金を取り消す', /未払いに戻りました/);
  await row.getByText('未払い').waitFor();
}
