import type { Locator, Page } from 'playwright-core';
import { formatDate } from '../../../src/utils/format-date';
import { formatYen } from '../../../src/utils/format-yen';

/**
 * One deposit row of the 入金消込 screen: 取引日 'YYYY-MM-DD', 入金額 and, when known, its line
 * in the file (1-based, as the screen names it; a `shiftJisStatement`'s first deposit is line
 * 5, under the sample's summary and header lines).
 */
export type StatementRow = { date: string; amount: number; line?: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the screen names a deposit row: 「5行目の入金（2026年12月5日（土） ¥15,130）」. */
export function depositRowName(row: StatementRow): RegExp {
  const what = escape(`の入金（${formatDate(row.date)} ${formatYen(row.amount)}）`);
  return new RegExp(`^${row.line === undefined ? '\\d+' : String(row.line)}行目${what}`);
}

/** The 「…を記録する」 checkbox of a deposit row. */
export function depositCheckbox(page: Page, row: StatementRow): Locator {
  const name = depositRowName(row);
  return page.getByRole('checkbox', { name: new RegExp(`${name.source}を記録する$`) });
}

/** The 「…の消込先」 select of a deposit row. */
export function depositPayee(page: Page, row: StatementRow): Locator {
  const name = depositRowName(row);
  return page.getByRole('combobox', { name: new RegExp(`${name.source}の消込先$`) });
}

/**
 * Chooses a 入出金明細 on the 入金消込 screen and waits for the deposit row's checkbox, ticked
 * (the match the screen suggests and records). `row` is the deposit (date, amount, line); with
 * `payee`, the row's 消込先 must read like it (「試験 花子・2026年11月分・¥12,345」). A RegExp
 * `row` is matched against the checkbox's accessible name as it is.
 */
export async function chooseStatement(
  page: Page,
  file: Buffer,
  row: StatementRow | RegExp,
  payee?: string | RegExp,
): Promise<Locator> {
  await page
    .getByLabel(/入出金明細/)
    .setInputFiles({ name: 'meisai.csv', mimeType: 'text/csv', buffer: file });
  const box =
    row instanceof RegExp ? page.getByRole('checkbox', { name: row }) : depositCheckbox(page, row);
  await box.waitFor();
  const what = row instanceof RegExp ? String(row) : depositRowName(row).source;
  if (!(await box.isChecked())) throw new Error(`the deposit ${what} is not ticked`);
  if (payee !== undefined && !(row instanceof RegExp)) {
    const chosen = await depositPayee(page, row).evaluate(
      (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
    );
    const fits = typeof payee === 'string' ? chosen.includes(payee) : payee.test(chosen);
    if (!fits) throw new Error(`the deposit ${what} goes to 「${chosen}」, not ${String(payee)}`);
  }
  return box;
}

/**
 * 「選択したN件の入金を記録する」, then its result 「N件の入金を記録しました（…）」; with `count`,
 * the button and the result must both say that many.
 */
export async function recordTickedPayments(page: Page, count?: number): Promise<void> {
  const n = count === undefined ? '\\d+' : String(count);
  await page.getByRole('button', { name: new RegExp(`^選択した${n}件の入金を記録する$`) }).click();
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`(?<!\\d)${n}件の入金を記録しました`) })
    .waitFor();
}
