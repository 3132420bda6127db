import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type * as Axe from 'axe-core';

/** axe-core's own build, put into a page once and run there as often as a test asks. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.2 level AA, with the A and AA rules of 2.0 and 2.1 it includes. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type Impact = NonNullable<AxeViolation['impact']>;

/** One axe violation, short enough to read in a failed `expect(...).toEqual([])`. */
export interface CompactViolation<I extends Impact = Impact> {
  /** The axe rule, e.g. `color-contrast` (https://dequeuniversity.com/rules/axe/4.13/<id>). */
  id: string;
  impact: I;
  /** What the rule asks for, in one line. */
  help: string;
  /** How many elements fail the rule. */
  count: number;
  /** CSS selectors of the first few of them. */
  targets: string[];
}

export type SeriousViolation = CompactViolation<'serious' | 'critical'>;

const SHOWN_TARGETS = 3;

/** A node's selector: one part per frame, shadow-root hops joined with `>>>`. */
function selector(target: AxeViolation['nodes'][number]['target']): string {
  return target.map((part) => [part].flat().join(' >>> ')).join(' | ');
}

/**
 * axe's results for the page as it is now (WCAG 2.2 AA rules). A page without frames (every
 * screen of the app) gets axe-core once, and `axe.run` each time: AxeBuilder evaluated the
 * 640 KB script twice per call and finished each run in a new blank page, 3–5 times the run's
 * own cost, most of the e2e step's Chromium time (docs/local-stack.md, "Where the time goes").
 * A page with frames goes through AxeBuilder, which puts axe into each of them.
 */
async function analyze(page: Page) {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof Axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_AA_TAGS,
  );
}

/** Runs axe-core on the page as it is now (WCAG 2.2 AA rules): every violation, compact. */
export async function axeViolations(page: Page): Promise<CompactViolation[]> {
  const { violations } = await analyze(page);
  return violations.map(({ id, impact, help, nodes }) => ({
    id,
    // axe leaves impact empty only on rules that passed; a violation without one counts as minor.
    impact: impact ?? 'minor',
    help,
    count: nodes.length,
    targets: nodes.slice(0, SHOWN_TARGETS).map((node) => selector(node.target)),
  }));
}

function isSerious(violation: CompactViolation): violation is SeriousViolation {
  return violation.impact === 'serious' || violation.impact === 'critical';
}

/**
 * The WCAG 2.2 AA violations of impact `serious` or `critical` on the page as it is now, each
 * with its first few elements; `[]` when there are none. Minor and moderate findings (such as
 * the spec's no-zoom viewport) are left to the audit (`npm run audit`).
 */
export async function seriousAxeViolations(page: Page): Promise<SeriousViolation[]> {
  return (await axeViolations(page)).filter(isSerious);
}
