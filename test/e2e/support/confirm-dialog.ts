import type { Page } from 'playwright-core';

/** Confirms the open dialog with `button` and waits for the result message and the dialog to go. */
export async function confirmDialog(
  page: Page,
  dialogName: string | RegExp,
  button: string,
  result: RegExp,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('status').filter({ hasText: result }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}
