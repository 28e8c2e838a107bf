import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules (axe-core's tags). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  /** The rule, e.g. 'label-content-name-mismatch'. */
  id: string;
  impact: string | null;
  help: string;
  /** One CSS selector per failing element. */
  targets: string[];
}

/**
 * Runs axe-core's WCAG 2.1 A/AA rules on what the page shows now and returns the
 * violations (empty when there are none). axe is injected from node_modules, once per document.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the app's CSP forbids inline scripts.
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  );
  return (results as AxeResults).violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** One line per violation and element, e.g. `/shop: listitem (serious) li:nth-child(2)`. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.targets.map(
      (target) => `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) ${target}`,
    ),
  );
}
