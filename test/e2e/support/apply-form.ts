import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * After a sign-in (or sign-up) on the apply page, the form appears as soon as the person is
 * signed in, but takes the focus (お名前) only once the sign-in's session is made, a moment later.
 * Typing before then can lose the caret to お名前 mid-field (a birth date typed into お名前, a
 * phone number lost, on a busy machine): wait for the focus first.
 */
export async function formFocusedAfterSignIn(page: Page): Promise<void> {
  const name = page.getByRole('form', { name: 'お申し込み内容の入力' }).getByLabel(/^お名前/);
  await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
}
