import type { Page } from '@playwright/test';
import { axeSource, violations } from '../support/axe';
import { expect, rawKeysOn, test } from '../support/fixtures';
import { oddFigures } from '../support/figures';
import { pageHeadings } from '../support/headings';
import { languageNames, languages, sitemapPaths } from '../support/site';

// One walk per page: it opens the page in az, then takes the language switcher to tr, en and ru
// as a visitor would, and checks in each language what every page owes its visitor: its own
// words (no raw keys), one h1 in that language that fits in four lines on a phone, a title and a
// description, safe new-tab links, no link to a placeholder host, no axe violation (WCAG 2.2 AA)
// and nothing wider than a phone. axe runs once per language, at the phone width for tr and ru
// and at the desktop width for az and en, so each width sees a Latin and a long-worded language.
// Fresh loads of each language are covered by seo.spec.ts (the HTML of every page, and the client
// taking it over).

/** Lines the page's h1 takes: the distinct tops of its text's line boxes. */
const headingLines = (page: Page) =>
  page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h1')!);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** Links to a host that is only a placeholder (`*.example`, `example.com`). */
const placeholderLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
      .map((link) => link.href)
      .filter((href) => /(^|\.)example(\.(com|org|net))?$/.test(new URL(href).hostname)),
  );

const axeWidth = { az: 1280, tr: 375, en: 1280, ru: 375 } as const;

async function switchLanguage(page: Page, from: string, to: (typeof languages)[number]) {
  await page.getByRole('button', { name: new RegExp(`: ${from.toUpperCase()}$`) }).click();
  await page.getByRole('link', { name: languageNames[to] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

test('every page with a known h1 is in the sitemap', () => {
  const paths = new Set(sitemapPaths());
  expect([...pageHeadings.keys()].filter((path) => !paths.has(path))).toEqual([]);
});

test.describe('every page in four languages', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript({ path: axeSource });
  });

  for (const path of sitemapPaths()) {
    test(`/${path}: words, heading, head and accessibility in az, tr, en, ru`, async ({ page }) => {
      const known = pageHeadings.get(path);
      const headings = new Set<string>();
      await page.goto(`/${languages[0]}${path ? `/${path}` : ''}`);
      for (const [index, language] of languages.entries()) {
        if (index > 0) await switchLanguage(page, languages[index - 1]!, language);
        const where = `/${language}/${path}`;
        await expect(page).toHaveURL(new RegExp(`/${language}${path ? `/${path}` : ''}$`));

        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1, where).toHaveCount(1);
        const expected = known?.[language];
        if (expected) await expect(h1, where).toHaveText(expected);
        headings.add((await h1.textContent())?.trim() ?? '');
        await expect(page, where).toHaveTitle(/\S.{9,}/);
        await expect(page.locator('meta[name="description"]'), where).toHaveAttribute(
          'content',
          /^\S.{39,}$/,
        );
        expect(await rawKeysOn(page), `raw keys on ${where}`).toEqual([]);
        expect(await oddFigures(page), `figures against the rule on ${where}`).toEqual([]);
        for (const link of await page.locator('a[target="_blank"]').all()) {
          await expect(link, where).toHaveAttribute('rel', 'noopener noreferrer');
        }

        expect(await placeholderLinks(page), `placeholder links on ${where}`).toEqual([]);

        await page.setViewportSize({ width: 375, height: 740 });
        // Nothing runs off the side of a phone: no long word, table or row of thumbnails.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${where} width at 375 px`,
        ).toBeLessThanOrEqual(375);
        expect(
          await headingLines(page),
          `lines of the h1 of ${where} at 375 px`,
        ).toBeLessThanOrEqual(4);
        if (axeWidth[language] === 1280) await page.setViewportSize({ width: 1280, height: 900 });
        expect(await violations(page), `${where} at ${axeWidth[language]} px`).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      // Each language has its own words: no page shows one language's h1 in another.
      expect([...headings].filter(Boolean), `h1 of /${path}`).toHaveLength(languages.length);
    });
  }
});
