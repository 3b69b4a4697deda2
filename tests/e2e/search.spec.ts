import type { Page } from '@playwright/test';
import type { Language } from '@site/shared/i18n/languages';
import { axeSource, violations } from '../support/axe';
import { chatTextOf } from '../support/chat';
import { collectCspViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { pageHeadings } from '../support/headings';
import { languages, sitemapPaths } from '../support/site';
import { containing, words, type Words } from '../support/words';

const { az, tr, en, ru } = words;

/** The search field's label (and the phone's search dialog's title), in each language. */
const searchLabel = Object.fromEntries(
  languages.map((language) => [language, words[language].shell('search.label')]),
) as Record<Language, string>;

/**
 * The status after a search, "12 pages found for “laser”", with the count as `\d+` (the plural
 * form for many results).
 */
function foundStatus(w: Words, query: string): RegExp {
  const countMark = '\u0000';
  // A count given as text picks no plural form: the "_other" form, with the mark in its place.
  const text = w.shell('search.found_other', { count: countMark, query });
  return new RegExp(
    text
      .split(countMark)
      .map((part) => (part ? containing(part).source : ''))
      .join('\\d+'),
  );
}

/** What a buyer types, in each language, and a page it must find among the first results. */
const buyerWords: readonly [Language, string, string][] = [
  ['en', 'laser', 'products/cnc-laser'],
  ['az', 'lazer', 'products/cnc-laser'],
  ['tr', 'lazer', 'products/cnc-laser'],
  ['ru', 'лазер', 'products/cnc-laser'],
  ['en', 'tube laser', 'products/cnc-laser/2-chuck-tube'],
  ['ru', 'лазер для труб', 'products/cnc-laser/2-chuck-tube'],
  ['tr', 'boru lazeri', 'products/cnc-laser/2-chuck-tube'],
  ...languages.map((lng): [Language, string, string] => [
    lng,
    'H-beam',
    'products/cnc-laser/h-beam-laser',
  ]),
  ['en', 'welding', 'products/welding-machines'],
  ['tr', 'kaynak', 'products/welding-machines'],
  ['az', 'qaynaq', 'products/welding-machines'],
  ['ru', 'сварка', 'products/welding-machines'],
  ...languages.map((lng): [Language, string, string] => [
    lng,
    'HLW-1500',
    'products/welding-machines/handheld-laser-welding',
  ]),
];

/** The list of results, named by the count the page announces ("… for “laser”"). */
const results = (page: Page) => page.getByRole('main').getByRole('list', { name: /[“«]/ });

/** The addresses of the results shown, in order. */
const resultPaths = async (page: Page) =>
  await results(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );

test.describe('site search', () => {
  test('loads nothing until the visitor opens it, then runs under the strict CSP', async ({
    page,
  }) => {
    const cspViolations = await collectCspViolations(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/en/products');
    await page.waitForLoadState('networkidle');
    // Pagefind, and the search's own chunks (named by their module; a chunk of code shared with
    // the header's field may take any module's name, a search one's too).
    expect(
      requested.filter((path) => /pagefind|\/Search(Dialog|Popover|Results|Page)-/.test(path)),
    ).toEqual([]);

    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByRole('searchbox', { name: searchLabel.en }).fill('laser');
    await expect(
      page.getByRole('status').filter({ hasText: foundStatus(en, 'laser') }),
    ).toBeVisible();
    expect(requested.some((path) => path.startsWith('/pagefind/index/'))).toBe(true);
    expect(workers.some((url) => url.endsWith('/pagefind/pagefind-worker.js'))).toBe(true);
    expect(warnings.filter((text) => /falling back to main thread/.test(text))).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  for (const [language, query, path] of buyerWords) {
    test(`${language}: “${query}” finds /${path}`, async ({ page }) => {
      await page.goto(`/${language}/search?q=${encodeURIComponent(query)}`);
      await expect(results(page).getByRole('link').first()).toBeVisible();
      const found = (await resultPaths(page)).slice(0, 8);
      expect(found).toContain(`/${language}/${path}`);
      // Results link to pages of the language searched in.
      expect(found.every((href) => href.startsWith(`/${language}`))).toBe(true);
    });
  }

  test('opens with / and Ctrl+K, and walks the results with the arrow keys and Enter', async ({
    page,
  }) => {
    await page.goto('/az/contact');
    const field = page.getByRole('searchbox', { name: searchLabel.az });
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+k');
    await expect(field).toBeFocused();
    await page.keyboard.type('qaynaq');
    const status = page.getByRole('status').filter({ hasText: foundStatus(az, 'qaynaq') });
    await expect(status).toBeVisible();
    const list = page.getByRole('list', { name: foundStatus(az, 'qaynaq') });
    const links = list.getByRole('link');
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const target = new URL((await links.nth(0).getAttribute('href'))!, page.url()).pathname;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(list).toBeHidden();
  });

  test('Enter in the header field opens the search page with the query', async ({ page }) => {
    await page.goto('/tr/about');
    await page.getByRole('searchbox', { name: searchLabel.tr }).fill('kaynak');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tr\/search\?q=kaynak$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr.shell('search.page.title'));
    await expect(page.getByRole('searchbox', { name: searchLabel.tr }).last()).toHaveValue(
      'kaynak',
    );
  });

  test('on a phone a button opens a search dialog; Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ru/products');
    const open = page.getByRole('button', { name: ru.shell('search.open') });
    await open.click();
    const dialog = page.getByRole('dialog', { name: searchLabel.ru });
    const field = dialog.getByRole('searchbox', { name: searchLabel.ru });
    await expect(field).toBeFocused();
    await field.fill('H-beam');
    // The H-beam machine's page, named by its h1.
    const hBeam = ru.page('cnc-laser', 'machines.hBeamLaser.name');
    await expect(
      dialog.getByRole('link', { name: new RegExp(containing(hBeam).source, 'i') }).first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the search page filters by section and keeps query and section in its address', async ({
    page,
  }) => {
    await page.goto(`/ru/search?q=${encodeURIComponent('лазер')}`);
    // The section's name, then how many results it holds.
    const productsLabel = containing(ru.shell('search.sections.products')).source;
    const products = page.getByRole('radio', { name: new RegExp(`^${productsLabel} \\(\\d+\\)$`) });
    await expect(products).toBeVisible();
    await products.check();
    await expect(page).toHaveURL(/section=products/);
    await expect(results(page).getByRole('link').first()).toBeVisible();
    const paths = await resultPaths(page);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.every((path) => path.startsWith('/ru/products'))).toBe(true);
    await page.reload();
    await expect(page.getByRole('radio', { name: new RegExp(`^${productsLabel}`) })).toBeChecked();
    await expect(page.getByRole('searchbox', { name: searchLabel.ru }).last()).toHaveValue('лазер');
  });

  test('each excerpt is the page’s own words: whole, “…” where cut, no other machine or button', async ({
    page,
  }) => {
    const searches: readonly [Language, string][] = [
      ['ru', 'лазер'],
      ['en', 'laser'],
      ['az', 'lazer'],
      ['tr', 'lazer'],
    ];
    for (const [language, query] of searches) {
      await page.goto(`/${language}/search?q=${encodeURIComponent(query)}&section=products`);
      await expect(results(page).getByRole('link').first()).toBeVisible();
      const hits = await results(page)
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => ({
            path: new URL((link as HTMLAnchorElement).href).pathname,
            excerpt: link.querySelector('[class*="excerpt"]')?.textContent ?? '',
          })),
        );
      expect(hits.length).toBeGreaterThan(5);
      const machines = [...pageHeadings]
        .filter(([path]) => path.startsWith('products/cnc-laser/'))
        .map(([path, heading]) => [`/${language}/${path}`, heading[language]] as const);
      for (const { path, excerpt } of hits) {
        // A sentence's start or an ellipsis; a sentence's end or an ellipsis.
        expect(excerpt, path).toMatch(/^(?:…|[\p{Lu}\d«"])/u);
        expect(excerpt, path).toMatch(/[.!?…»")]$/u);
        for (const [other, name] of machines) {
          if (other !== path) expect(excerpt, `${path} names ${other}`).not.toContain(name);
        }
        // "Ask the price in WhatsApp", "Compare", "Add to quote request" are not content.
        expect(excerpt, path).not.toContain('WhatsApp');
      }
    }
  });

  test('no result offers the sections and a chat that names what was sought', async ({ page }) => {
    await page.goto('/en/search?q=xqzv');
    await expect(
      page.getByRole('status').filter({ hasText: en.shell('search.none', { query: 'xqzv' }) }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: en.navigation('products', 'products'), exact: true }),
    ).toHaveAttribute('href', '/en/products');
    await expect(
      main.getByRole('link', { name: en.navigation('services', 'services'), exact: true }),
    ).toHaveAttribute('href', '/en/services');
    const chat = main.getByRole('link', { name: containing(en.shell('search.ask')) });
    expect(await chatTextOf(chat)).toBe(en.shell('search.askMessage', { query: 'xqzv' }));
  });

  test('the search page is served in every language, kept out of the sitemap and of indexing', async ({
    request,
  }) => {
    for (const language of languages) {
      const response = await request.get(`/${language}/search`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`<html lang="${language}"`);
    }
    expect(sitemapPaths()).not.toContain('search');
    const entry = await (await request.get('/pagefind/pagefind-entry.json')).json();
    expect(Object.keys(entry.languages).sort()).toEqual([...languages].sort());
  });

  for (const [language, width] of [
    ['az', 1280],
    ['en', 375],
    ['tr', 1280],
    ['ru', 375],
  ] as const) {
    test(`the search page with results passes axe in ${language} at ${width} px`, async ({
      page,
    }) => {
      await page.addInitScript({ path: axeSource });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/search?q=HLW`);
      await expect(results(page).getByRole('link').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});
