import type { Locator, Page } from '@playwright/test';
import { company } from '@site/shared/company/company';
import { axeSource, violations } from '../support/axe';
import { chatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';

const quoteLink = (page: Page, name: RegExp | string) =>
  page.getByRole('banner').getByRole('link', { name });

/**
 * Presses "Add to quote request" and waits until the item is on the list (the button gives way
 * to a link to the request at once) and named in every language (their words arrive after).
 */
async function addToQuote(button: Locator): Promise<void> {
  const box = await button.locator('xpath=..').elementHandle();
  await button.click();
  await box!.waitForSelector('a');
  await button.page().waitForFunction(() => {
    const memory = (window as { __siteListsInMemory?: Record<string, string> })
      .__siteListsInMemory?.['site.quote'];
    let stored: string | null = memory ?? null;
    try {
      stored ??= localStorage.getItem('site.quote');
    } catch {
      // Blocked storage: the list lives in memory.
    }
    const { items = [] } = JSON.parse(stored ?? '{}') as {
      items?: { title: Record<string, string> }[];
    };
    return items.every((item) => new Set(Object.values(item.title)).size > 1);
  });
}

test.describe('one quote request across the site', () => {
  test('items added on product and service pages reach the quote page, with the header count', async ({
    page,
  }) => {
    await page.goto('/en/products/cnc-laser/single-platform');
    await expect(quoteLink(page, 'Quote request')).toBeVisible();
    await addToQuote(
      page.getByRole('button', { name: /Add to quote request\s?: Single-platform fibre laser/ }),
    );
    await expect(quoteLink(page, 'Quote request, 1 item')).toBeVisible();

    // To the services remote, and the consumables page, by the site's own links.
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('link', { name: 'Facade covering' }).first().click();
    await addToQuote(
      page.getByRole('button', { name: /Add to quote request\s?: Facade covering/ }),
    );
    await expect(quoteLink(page, 'Quote request, 2 items')).toBeVisible();

    // The quote page belongs to the showcase remote; the list is there without a reload.
    await quoteLink(page, 'Quote request, 2 items').click();
    await expect(page).toHaveURL('/en/quote');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(
      items.nth(0).getByRole('link', { name: /Single-platform fibre laser/ }),
    ).toHaveAttribute('href', '/en/products/cnc-laser/single-platform');
    await expect(items.nth(0).getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('1');
    await expect(items.nth(1).getByRole('link', { name: 'Facade covering' })).toBeVisible();
    await expect(items.nth(1).getByRole('spinbutton')).toHaveCount(0);
  });

  test('keeps the list through a reload and a language switch, and names items in the new language', async ({
    page,
  }) => {
    await page.goto('/ru/products/consumables');
    await addToQuote(page.getByRole('button', { name: /Добавить в запрос цены/ }).first());
    await page.reload();
    await expect(quoteLink(page, 'Запрос цены, 1 позиция')).toBeVisible();
    await page.goto('/az/quote');
    const item = page.getByRole('main').getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link')).toHaveText(/Qaynaq/);
    // A group of consumables has no one quantity: the note asks what and how many.
    await expect(item.getByRole('spinbutton')).toHaveCount(0);
    await expect(item.getByRole('textbox')).toHaveAttribute(
      'placeholder',
      'Hansı mallar və nə qədər: məs. 1,2 mm məftil, 5 qutu',
    );
    await expect(page.getByRole('link', { name: /WhatsApp ilə göndərin/ })).toBeVisible();
    expect(await chatTextOf(page.getByRole('link', { name: /WhatsApp ilə göndərin/ }))).not.toMatch(
      /ədəd/,
    );
  });

  test('an item is kept when the page is left at once, even with its words 3 s late', async ({
    page,
  }) => {
    const name = 'Single-platform fibre laser cutting machine';
    await page.goto('/en/products/cnc-laser/single-platform');
    const button = page.getByRole('button', {
      name: new RegExp(`^Add to quote request\\W+${name}`),
    });
    await expect(button).toBeVisible();
    // From now on every file of the products remote (the item's names in the other languages
    // among them) arrives 3 s late, as on a weak network.
    await page.route('**/products/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await button.click();
    await expect(quoteLink(page, 'Quote request, 1 item')).toBeVisible();
    // Stored before the button answered, under the page's name while the others travel.
    const stored = await page.evaluate(() => localStorage.getItem('site.quote'));
    expect(JSON.parse(stored!).items[0].title).toEqual({ az: name, tr: name, en: name, ru: name });
    await page.goto('/az/quote');
    const item = page.getByRole('main').getByRole('listitem');
    await expect(item).toHaveCount(1);
    // A language switch before the names arrived shows the name the item has.
    await expect(item.getByRole('link', { name })).toHaveAttribute(
      'href',
      '/az/products/cnc-laser/single-platform',
    );
  });

  test('an item is kept when the tab is closed right after the press', async ({
    page,
    context,
  }) => {
    await page.goto('/ru/products/torna-freze');
    await page
      .getByRole('button', { name: /^Добавить в запрос цены\W+Универсальный токарный/ })
      .click();
    await page.close();
    const next = await context.newPage();
    await next.goto('/ru/quote');
    await expect(next.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(
      next.getByRole('main').getByRole('link', { name: /Универсальный токарный/ }),
    ).toBeVisible();
  });

  test('a list changed in one tab shows at once in another', async ({ page, context }) => {
    await page.goto('/en/quote');
    await expect(page.getByRole('heading', { name: 'Your list is empty' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/en/products/welding-machines/tig-welding');
    await addToQuote(other.getByRole('button', { name: /Add to quote request/ }));
    await expect(page.getByRole('link', { name: 'TIG welding machines' })).toBeVisible();
    await expect(quoteLink(page, 'Quote request, 1 item')).toBeVisible();
  });

  test('writes the exact request in the page language for the chat, the e-mail and the copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/az/products/torna-freze');
    await addToQuote(page.getByRole('button', { name: /Qiymət sorğusuna əlavə edin/ }).first());
    await page.goto('/az/services/project-design');
    await addToQuote(page.getByRole('button', { name: /Qiymət sorğusuna əlavə edin/ }));
    await page.goto('/az/quote');
    const [lathe, design] = [0, 1].map((index) =>
      page.getByRole('main').getByRole('listitem').nth(index),
    );
    await lathe!.getByRole('spinbutton').fill('2');
    await design!.getByRole('textbox').fill('Anbar, 24 m aşırım — “çertyoj” & <hesab> 🚀');
    await page.getByRole('textbox', { name: 'Ad və soyad' }).fill('Aysel Məmmədova');
    await page.getByRole('textbox', { name: 'E-poçt' }).fill('aysel@firma.az');
    await page.getByRole('textbox', { name: /Telefon/ }).fill('+994 50 123 45 67');

    const text = [
      'Salam! Aşağıdakılar üçün qiymət təklifi almaq istəyirəm:',
      '1. Universal torna dəzgahı (UL-410/1500) — 2 ədəd',
      '2. Layihələndirmə',
      '   Qeyd: Anbar, 24 m aşırım — “çertyoj” & <hesab> 🚀',
      '',
      'Əlaqə məlumatlarım:',
      'Ad: Aysel Məmmədova',
      'E-poçt: aysel@firma.az',
      'Telefon: +994 50 123 45 67',
    ].join('\n');
    expect(await chatTextOf(page.getByRole('link', { name: /WhatsApp ilə göndərin/ }))).toBe(text);
    const mail = new URL(
      (await page.getByRole('link', { name: 'E-poçtla göndərin' }).getAttribute('href'))!,
    );
    expect(mail.protocol + mail.pathname).toBe(`mailto:${company.email}`);
    expect(mail.searchParams.get('body')).toBe(text);
    // The visitor reads the same text on the page before sending it.
    await expect(page.locator('pre')).toHaveText(text);

    await page.getByRole('button', { name: 'Mətni kopyalayın' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mətn kopyalandı.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('does not send before the details are complete', async ({ page }) => {
    await page.goto('/en/products/cutting-machines');
    await addToQuote(page.getByRole('button', { name: /Add to quote request/ }).first());
    await page.goto('/en/quote');
    await page.getByRole('link', { name: /Send via WhatsApp/ }).click();
    await expect(page.getByRole('alert')).toHaveText(/3/);
    await expect(page.getByRole('textbox', { name: /Full name/ })).toBeFocused();
    expect(page.context().pages()).toHaveLength(1);
  });

  test('on a phone a refused send shows the summary and the first field below the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en/products/cutting-machines');
    await addToQuote(page.getByRole('button', { name: /Add to quote request/ }).first());
    await page.goto('/en/quote');
    await page.getByRole('link', { name: /Send via WhatsApp/ }).click();
    await expect(page.getByRole('textbox', { name: /Full name/ })).toBeFocused();
    const header = (await page.getByRole('banner').boundingBox())!;
    const label = (await page.locator('label', { hasText: 'Full name' }).boundingBox())!;
    // The label is not hidden behind the sticky header, and the field is on screen.
    expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(page.getByRole('textbox', { name: /Full name/ })).toBeInViewport();
    await expect(page.getByRole('alert')).toBeInViewport();
  });

  test('works in memory when storage is blocked, with no error on screen', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/tr/products/cnc-laser/h-beam-laser');
    await addToQuote(page.getByRole('button', { name: /Teklif talebine ekleyin/ }));
    await expect(quoteLink(page, 'Teklif talebi, 1 kalem')).toBeVisible();
    await quoteLink(page, 'Teklif talebi, 1 kalem').click();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('reads corrupt storage as an empty list and keeps working', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('site.quote', '{"version":1,"items":[{"id":');
        localStorage.setItem('site.compare', 'not json');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/en/quote');
    await expect(page.getByRole('heading', { name: 'Your list is empty' })).toBeVisible();
    await page.goto('/en/products/consumables');
    await addToQuote(page.getByRole('button', { name: /Add to quote request/ }).first());
    await expect(quoteLink(page, 'Quote request, 1 item')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('site.quote')!));
    expect(stored.version).toBe(1);
    expect(stored.items).toHaveLength(1);
  });

  for (const [language, width] of [
    ['en', 1280],
    ['ru', 375],
  ] as const) {
    test(`the quote page passes axe in ${language} at ${width} px`, async ({ page }) => {
      await page.addInitScript({ path: axeSource });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/services/tower-installation`);
      await addToQuote(page.getByRole('button', { name: /quote request|запрос цены/ }));
      await page.goto(`/${language}/products/cnc-laser/automatic-coil`);
      await addToQuote(page.getByRole('button', { name: /quote request|запрос цены/ }));
      await page.goto(`/${language}/quote`);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});
