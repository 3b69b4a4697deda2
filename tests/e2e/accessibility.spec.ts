import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { languages, sitemapPaths } from '../support/site';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(wcag)
    // The map is another site's page inside a frame; its own accessibility is not ours to test.
    .exclude('iframe')
    .analyze();
  return found.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

test.describe('accessibility of every page (axe, WCAG 2.2 AA)', () => {
  for (const path of sitemapPaths()) {
    test(`/${path || ''} at desktop and phone widths, in four languages`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const language of languages) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`/${language}${path ? `/${path}` : ''}`);
        expect(await violations(page), `/${language}/${path} at 1280 px`).toEqual([]);
        await page.setViewportSize({ width: 375, height: 740 });
        expect(await violations(page), `/${language}/${path} at 375 px`).toEqual([]);
        const newTabs = page.locator('a[target="_blank"]');
        for (const link of await newTabs.all()) {
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
    });
  }
});
