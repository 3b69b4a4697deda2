import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { languageNames } from '@site/shared/i18n/languages';
import { createSiteServer } from '@site/server/siteServer';
import { expect, test } from '../support/fixtures';
import { containing, words } from '../support/words';

const { az, tr, en, ru } = words;

const storageKey = 'site.language';

/** The switcher's button: "Language: " for screen readers, then the current language's code. */
const switcherButton = `${en.shell('language.label')}: EN`;

/**
 * The browser's languages as scripts see them (navigator.languages). What the browser sends the
 * server (Accept-Language) follows the context's locale (test.use); hosting.spec sends the
 * server longer lists of languages directly.
 */
async function browserLanguages(page: Page, list: string[]) {
  await page.addInitScript((languages) => {
    Object.defineProperty(navigator, 'languages', { get: () => languages });
    Object.defineProperty(navigator, 'language', { get: () => languages[0] });
  }, list);
}

/** A choice made earlier with the switcher: it is kept in local storage and in the lang cookie. */
async function storedChoice(page: Page, value: string) {
  await page
    .context()
    .addCookies([{ name: 'lang', value: encodeURIComponent(value), url: 'http://127.0.0.1' }]);
  await page.addInitScript(
    ([key, stored]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, stored);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [storageKey, value] as const,
  );
}

test.describe("addresses without a language, on the site's servers", () => {
  test('follow the stored choice first', async ({ page }) => {
    await storedChoice(page, 'tr');
    await page.goto('/products');
    await expect(page).toHaveURL('/tr/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test.describe('a Russian browser', () => {
    test.use({ locale: 'ru-RU' });

    test('opens Russian', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/ru');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        ru.page('home', 'hero.title'),
      );
    });

    test('survives a nonsense stored value', async ({ page }) => {
      await storedChoice(page, '{"lang":"xx"}');
      await page.goto('/');
      await expect(page).toHaveURL('/ru');
    });
  });

  test.describe('a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('ends with az', async ({ page }) => {
      await page.goto('/services');
      await expect(page).toHaveURL('/az/services');
    });
  });

  test('replace the history entry, so Back does not bounce', async ({ page }) => {
    await page.goto('/en/about');
    await page.goto('/products');
    await expect(page).toHaveURL('/en/products');
    await page.goBack();
    await expect(page).toHaveURL('/en/about');
  });

  test('answer an unknown language prefix with the not-found page in the chosen language', async ({
    page,
  }) => {
    const response = await page.goto('/xx/about');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/xx/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.common('notFound.title'));
    await expect(
      page.getByRole('link', { name: en.navigation('showcase', 'about'), exact: true }).first(),
    ).toHaveAttribute('href', '/en/about');
  });

  test.describe('a Turkish browser', () => {
    test.use({ locale: 'tr-TR' });

    test('keeps working when local storage is blocked', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      });
      await page.goto('/');
      await expect(page).toHaveURL('/tr');
      await page.getByRole('button', { name: containing(tr.shell('language.label')) }).click();
      await page.getByRole('link', { name: languageNames.en }).click();
      await expect(page).toHaveURL('/en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en.page('home', 'hero.title'),
      );
    });
  });
});

// A host that serves files only (no server-side redirect): the client picks the language.
test.describe('addresses without a language, on a host that serves files only', () => {
  let origin = '';
  let close = () => undefined as void;
  test.beforeAll(async () => {
    const server = createSiteServer({ prerendered: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => void server.close();
  });
  test.afterAll(() => close());

  test('skip browser languages the site lacks: de-DE, en-US opens English', async ({ page }) => {
    await browserLanguages(page, ['de-DE', 'en-US']);
    await page.goto(`${origin}/about`);
    await expect(page).toHaveURL(`${origin}/en/about`);
  });

  test('follow the stored choice first, then end with az', async ({ page }) => {
    await browserLanguages(page, ['de-DE']);
    await page.goto(`${origin}/services`);
    await expect(page).toHaveURL(`${origin}/az/services`);
    await page.evaluate(() => localStorage.setItem('site.language', 'ru'));
    await page.goto(`${origin}/contact`);
    await expect(page).toHaveURL(`${origin}/ru/contact`);
  });

  test('turn an unknown language prefix into the chosen language', async ({ page }) => {
    await browserLanguages(page, ['en']);
    await page.goto(`${origin}/xx/about`);
    await expect(page).toHaveURL(`${origin}/en/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('showcase', 'about.title'),
    );
  });
});

test.describe('the language switcher', () => {
  test('names each language in its own language and marks the current one', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: switcherButton }).click();
    const menu = page.getByRole('list', { name: en.shell('language.label') });
    // Each link: the language's code, then its name in its own language.
    await expect(menu.getByRole('link')).toHaveText(
      (['az', 'tr', 'en', 'ru'] as const).map(
        (language) => `${language.toUpperCase()}${languageNames[language]}`,
      ),
    );
    await expect(menu.getByRole('link', { name: languageNames.ru })).toHaveAttribute('lang', 'ru');
    await expect(menu.getByRole('link', { name: languageNames.en })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('opens the same page in the chosen language, in the shell and in the remote', async ({
    page,
  }) => {
    await page.goto('/en/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('products', 'catalog.title'),
    );
    await page.getByRole('button', { name: switcherButton }).click();
    await page.getByRole('link', { name: languageNames.az }).click();
    await expect(page).toHaveURL('/az/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      az.page('products', 'catalog.title'),
    );
    await expect(
      page
        .getByRole('navigation', { name: az.shell('header.primaryNav') })
        .getByRole('link', { name: az.navigation('showcase', 'about') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    await expect(page).toHaveTitle(containing(az.page('products', 'meta.catalogTitle')));
  });

  test('stores the choice for the next visit', async ({ page }) => {
    await browserLanguages(page, ['en-US']);
    await page.goto('/en/about');
    await page.getByRole('button', { name: switcherButton }).click();
    await page.getByRole('link', { name: languageNames.ru }).click();
    await expect(page).toHaveURL('/ru/about');
    // The choice is stored as the switch completes, just after the address changes.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey))
      .toBe('ru');
    await page.goto('/contact');
    await expect(page).toHaveURL('/ru/contact');
  });

  test('closes on an outside click and on Escape', async ({ page }) => {
    await page.goto('/en');
    const trigger = page.getByRole('button', { name: switcherButton });
    const menu = page.getByRole('list', { name: en.shell('language.label') });
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
