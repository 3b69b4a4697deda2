import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { languageNames, languages, sitemapPaths } from '../support/site';

// axe-core, given to every page once at start-up (cheaper than injecting it for each check).
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

async function violations(page: Page): Promise<string[]> {
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
      },
    ),
  );
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

test.describe('accessibility of every page (axe, WCAG 2.2 AA)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript({ path: axeSource });
  });

  for (const path of sitemapPaths()) {
    test(`/${path} at desktop and phone widths, in four languages`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/${languages[0]}${path ? `/${path}` : ''}`);
      for (const [index, language] of languages.entries()) {
        if (index > 0) {
          // The switcher opens the same page in the next language, as a visitor would.
          await page
            .getByRole('button', { name: new RegExp(`: ${languages[index - 1]!.toUpperCase()}$`) })
            .click();
          await page.getByRole('link', { name: languageNames[language] }).click();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
        }
        const where = `/${language}/${path}`;
        await page.setViewportSize({ width: 1280, height: 900 });
        expect(await violations(page), `${where} at 1280 px`).toEqual([]);
        await page.setViewportSize({ width: 375, height: 740 });
        expect(await violations(page), `${where} at 375 px`).toEqual([]);
        for (const link of await page.locator('a[target="_blank"]').all()) {
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  }
});
