import type { Page } from '@playwright/test';
import { axeSource, violations } from '../support/axe';
import { expect, rawKeysIn, test } from '../support/fixtures';
import { oddFiguresIn } from '../support/figures';
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

/**
 * What the checks read of the page in one look: its title and description, the h1, the text and
 * labels a visitor reads, new-tab links without `rel="noopener noreferrer"`, and links to a host
 * that is only a placeholder (`*.example`, `example.com`).
 */
const lookAt = (page: Page) =>
  page.evaluate(() => {
    const labels = [...document.querySelectorAll('[alt],[aria-label],[title],[placeholder]')];
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      h1: document.querySelector('h1')?.textContent?.trim() ?? '',
      text: document.body.innerText,
      labels: labels.flatMap((element) =>
        ['alt', 'aria-label', 'title', 'placeholder'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      ),
      unsafeNewTabs: [...document.querySelectorAll('a[target="_blank"]')]
        .filter((link) => link.getAttribute('rel') !== 'noopener noreferrer')
        .map((link) => link.outerHTML.slice(0, 160)),
      placeholderLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
        .map((link) => link.href)
        .filter((href) => /(^|\.)example(\.(com|org|net))?$/.test(new URL(href).hostname)),
    };
  });

/** At a phone's width: how wide the page is, and the lines its h1 takes (its text's line tops). */
const onPhone = (page: Page) =>
  page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h1')!);
    return {
      width: document.documentElement.scrollWidth,
      headingLines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
    };
  });

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
        const seen = await lookAt(page);
        headings.add(seen.h1);
        expect(seen.title, `title of ${where}`).toMatch(/\S.{9,}/);
        expect(seen.description, `description of ${where}`).toMatch(/^\S.{39,}$/);
        expect(rawKeysIn([seen.title, seen.text, ...seen.labels]), `raw keys on ${where}`).toEqual(
          [],
        );
        expect(oddFiguresIn(seen.text), `figures against the rule on ${where}`).toEqual([]);
        expect(seen.unsafeNewTabs, `new-tab links on ${where}`).toEqual([]);
        expect(seen.placeholderLinks, `placeholder links on ${where}`).toEqual([]);

        await page.setViewportSize({ width: 375, height: 740 });
        // Nothing runs off the side of a phone (no long word, table or row of thumbnails), and
        // the h1 fits in four lines.
        const phone = await onPhone(page);
        expect(phone.width, `${where} width at 375 px`).toBeLessThanOrEqual(375);
        expect(phone.headingLines, `lines of the h1 of ${where} at 375 px`).toBeLessThanOrEqual(4);
        // axe at its width for this language, then back to the desktop for the next switch.
        const desktop = axeWidth[language] === 1280;
        if (desktop) await page.setViewportSize({ width: 1280, height: 900 });
        expect(await violations(page), `${where} at ${axeWidth[language]} px`).toEqual([]);
        if (!desktop) await page.setViewportSize({ width: 1280, height: 900 });
      }
      // Each language has its own words: no page shows one language's h1 in another.
      expect([...headings].filter(Boolean), `h1 of /${path}`).toHaveLength(languages.length);
    });
  }
});
