import type { Locator, Page } from 'playwright-core';
import { confirmDialog } from './confirm-dialog.js';

/**
 * 入金を取消 on a bill's row of the billing screen: the dialog asks which payment
 * (「取り消す入金」, the latest by default — or the option whose text matches `payment`) and
 * why; waits for the result and for the row to read `state` (未払い once nothing is paid).
 */
export async function reversePayment(
  page: Page,
  row: Locator,
  reason: string,
  { payment, state = '未払い' }: { payment?: string | RegExp; state?: string } = {},
): Promise<void> {
  await row.getByRole('button', { name: /^入金を取消/ }).click();
  const title = '入金の記録を取り消しますか？';
  const dialog = page.getByRole('dialog', { name: title });
  const which = dialog.getByRole('combobox', { name: '取り消す入金' });
  await which.waitFor();
  if (payment !== undefined) {
    const options = await which.locator('option').allTextContents();
    const label = options.find((o) =>
      typeof payment === 'string' ? o.includes(payment) : payment.test(o),
    );
    if (label === undefined)
      throw new Error(`no payment ${String(payment)} to reverse among ${JSON.stringify(options)}`);
    await which.selectOption({ label });
  }
  await dialog.getByLabel(/理由/).fill(reason);
  await confirmDialog(page, title, '入金を取り消す', /入金の記録を取り消しました/);
  await row.getByText(state).waitFor();
}
