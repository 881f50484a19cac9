/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it stands: no serious or critical violation
 * may remain (a soft assertion, so one test reports every screen it audits); moderate and minor
 * ones are noted on the test. The violations are printed in full so a failure says what to fix and where.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, renderWholePage, settle, test } from './fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per failing node: rule, impact, what is wrong, where (selector) and the HTML. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
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

export async function analyze(page: Page, where: string) {
  // Colours are measured once fades (e.g. the results' opacity while refetching) have finished, and
  // with every part of the page drawn: axe finds a text's background by hit-testing, which does not
  // reach what is drawn only near the screen (render-lazily) while it is away from it.
  await settle(page);
  await renderWholePage(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const minor = results.violations.filter((violation) => !blocking.includes(violation));
  if (minor.length > 0) {
    test.info().annotations.push({ type: `a11y (moderate/minor) ${where}`, description: describeViolations(minor) });
  }
  expect.soft(blocking, `serious or critical axe violations on ${where}:\n${describeViolations(blocking)}`).toEqual([]);
}
