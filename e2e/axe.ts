/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it stands: no serious or critical violation
 * may remain (a soft assertion, so one test reports every screen it audits); moderate and minor
 * ones are noted on the test. The violations are printed in full so a failure says what to fix and where.
 */
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { expect, renderWholePage, settle, test } from './fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing node: rule, impact, what is wrong, where (selector) and the HTML. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) =>
      [
        `${violation.impact?.toUpperCase()} ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map(
          (node) =>
            `    at ${node.target.join(' ')}\n       ${node.html.slice(0, 200)}\n       ${node.failureSummary?.replace(/\n/g, ' ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * axe-core run in the page itself, put there once per page (its 500 kB are otherwise evaluated again
 * for every audit, and @axe-core/playwright's default also opens a second page to assemble the
 * result). Frames are left out: the only one is the contact page's map, another site's page.
 */
export async function audit(page: Page, include = 'html'): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        { include: [include] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
      ),
    { include, tags: WCAG_TAGS },
  );
  return results.violations;
}

export async function analyze(page: Page, where: string) {
  // Colours are measured once fades (e.g. the results' opacity while refetching) have finished, and
  // with every part of the page drawn: axe finds a text's background by hit-testing, which does not
  // reach what is drawn only near the screen (render-lazily) while it is away from it.
  await settle(page);
  await renderWholePage(page);
  const violations = await audit(page);
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const minor = violations.filter((violation) => !blocking.includes(violation));
  if (minor.length > 0) {
    test.info().annotations.push({ type: `a11y (moderate/minor) ${where}`, description: describeViolations(minor) });
  }
  expect.soft(blocking, `serious or critical axe violations on ${where}:\n${describeViolations(blocking)}`).toEqual([]);
}
