import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core, given to every page once at start-up (cheaper than injecting it for each check).
export const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

/** WCAG 2.2 AA violations on the page (axe-core must be given to it: `addInitScript(axeSource)`). */
export async function violations(page: Page): Promise<string[]> {
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<AxeResult> };
      }
    ).axe.run(
      // The map is another site's page inside a frame; its accessibility is not ours to test.
      { exclude: [['iframe']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        // Violations only: axe skips collecting every passing node, which takes most of its time.
        resultTypes: ['violations'],
      },
    ),
  );
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
