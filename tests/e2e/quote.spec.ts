import type { Locator, Page } from '@playwright/test';
import { axeSource, violations } from '../support/axe';
import { chatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { company, containing, contentFile, words, type Words } from '../support/words';

const { az, tr, en, ru } = words;

const quoteLink = (page: Page, name: RegExp | string) =>
  page.getByRole('banner').getByRole('link', { name });

/** The header link's name: "Quote request", then "Quote request, 2 items" once it holds some. */
const quoteLinkName = (w: Words, count = 0) =>
  count > 0
    ? `${w.shell('quote.label')}, ${w.shell('quote.items', { count })}`
    : w.shell('quote.label');

/** "Add to quote request" in a button's name. */
const adding = (w: Words) => containing(w.common('quote.add'));

/** A product's or a service's name, as the pages and the quote request show it. */
const singlePlatform = en.page('cnc-laser', 'machines.singlePlatform.name');
const facadeCovering = en.navigation('services', 'facadeCovering');

/** A contact field's label on the quote page: "Full name". */
const fieldLabel = (w: Words, field: string) => w.page('contact', `form.fields.${field}.label`);

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
    await expect(quoteLink(page, quoteLinkName(en))).toBeVisible();
    await addToQuote(
      page.getByRole('button', {
        name: new RegExp(`${adding(en).source}\\s?: ${containing(singlePlatform).source}`),
      }),
    );
    await expect(quoteLink(page, quoteLinkName(en, 1))).toBeVisible();

    // To the services remote, and the consumables page, by the site's own links.
    await page
      .getByRole('banner')
      .getByRole('link', { name: en.navigation('services', 'services'), exact: true })
      .click();
    await page
      .getByRole('link', { name: en.page('services', 'index.cards.facadeCovering.title') })
      .first()
      .click();
    await addToQuote(
      page.getByRole('button', {
        name: new RegExp(`${adding(en).source}\\s?: ${containing(facadeCovering).source}`),
      }),
    );
    await expect(quoteLink(page, quoteLinkName(en, 2))).toBeVisible();

    // The quote page belongs to the showcase remote; the list is there without a reload.
    await quoteLink(page, quoteLinkName(en, 2)).click();
    await expect(page).toHaveURL('/en/quote');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(
      items.nth(0).getByRole('link', { name: containing(singlePlatform) }),
    ).toHaveAttribute('href', '/en/products/cnc-laser/single-platform');
    await expect(
      items.nth(0).getByRole('spinbutton', { name: containing(en.page('quote', 'item.quantity')) }),
    ).toHaveValue('1');
    await expect(items.nth(1).getByRole('link', { name: facadeCovering })).toBeVisible();
    await expect(items.nth(1).getByRole('spinbutton')).toHaveCount(0);
  });

  test('keeps the list through a reload and a language switch, and names items in the new language', async ({
    page,
  }) => {
    await page.goto('/ru/products/consumables');
    await addToQuote(page.getByRole('button', { name: adding(ru) }).first());
    await page.reload();
    await expect(quoteLink(page, quoteLinkName(ru, 1))).toBeVisible();
    await page.goto('/az/quote');
    const item = page.getByRole('main').getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link')).toHaveText(
      containing(az.page('consumables', 'categories.welding.name')),
    );
    // A group of consumables has no one quantity: the note asks what and how many.
    await expect(item.getByRole('spinbutton')).toHaveCount(0);
    await expect(item.getByRole('textbox')).toHaveAttribute(
      'placeholder',
      az.page('quote', 'item.groupNoteHint'),
    );
    const send = page.getByRole('link', { name: containing(az.page('quote', 'send.whatsapp')) });
    await expect(send).toBeVisible();
    // No quantity in the request: not the unit a quantity is written with ("1 ədəd").
    const unit = az.page('quote', 'message.quantity', { count: 1 }).replace(/\d+/, '').trim();
    expect(await chatTextOf(send)).not.toMatch(containing(unit));
  });

  test('an item is kept when the page is left at once, even with its words 3 s late', async ({
    page,
  }) => {
    const name = singlePlatform;
    await page.goto('/en/products/cnc-laser/single-platform');
    const button = page.getByRole('button', {
      name: new RegExp(`^${adding(en).source}\\W+${containing(name).source}`),
    });
    await expect(button).toBeVisible();
    // From now on every file of the products remote (the item's names in the other languages
    // among them) arrives late, as on a weak network: only once the visitor has gone on to the
    // quote page, so the names never reach the page that asked for them.
    await page.route('**/products/assets/**', async (route) => {
      await page.waitForURL(/\/az\/quote$/, { waitUntil: 'commit' }).catch(() => undefined);
      await route.continue().catch(() => undefined);
    });
    await button.click();
    await expect(quoteLink(page, quoteLinkName(en, 1))).toBeVisible();
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
    const lathe = ru.page('torna-freze', 'lathe.name');
    await page.goto('/ru/products/torna-freze');
    await page
      .getByRole('button', {
        name: new RegExp(`^${adding(ru).source}\\W+${containing(lathe).source}`),
      })
      .click();
    await page.close();
    const next = await context.newPage();
    await next.goto('/ru/quote');
    await expect(next.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(
      next.getByRole('main').getByRole('link', { name: containing(lathe) }),
    ).toBeVisible();
  });

  test('a list changed in one tab shows at once in another', async ({ page, context }) => {
    await page.goto('/en/quote');
    await expect(
      page.getByRole('heading', { name: en.page('quote', 'empty.title') }),
    ).toBeVisible();
    const other = await context.newPage();
    await other.goto('/en/products/welding-machines/tig-welding');
    await addToQuote(other.getByRole('button', { name: adding(en) }));
    await expect(
      page.getByRole('link', { name: en.page('welding-machines', 'tig.name') }),
    ).toBeVisible();
    await expect(quoteLink(page, quoteLinkName(en, 1))).toBeVisible();
  });

  test('writes the exact request in the page language for the chat, the e-mail and the copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/az/products/torna-freze');
    await addToQuote(page.getByRole('button', { name: adding(az) }).first());
    await page.goto('/az/services/project-design');
    await addToQuote(page.getByRole('button', { name: adding(az) }));
    await page.goto('/az/quote');
    const [lathe, design] = [0, 1].map((index) =>
      page.getByRole('main').getByRole('listitem').nth(index),
    );
    await lathe!.getByRole('spinbutton').fill('2');
    const note = 'Anbar, 24 m aşırım — “çertyoj” & <hesab> 🚀';
    await design!.getByRole('textbox').fill(note);
    await page.getByRole('textbox', { name: fieldLabel(az, 'name') }).fill('Aysel Məmmədova');
    await page.getByRole('textbox', { name: fieldLabel(az, 'email') }).fill('aysel@firma.az');
    await page
      .getByRole('textbox', { name: containing(fieldLabel(az, 'phone')) })
      .fill('+994 50 123 45 67');

    const { lathe: latheFigures } = contentFile<{ lathe: { model: string } }>(
      'products-mfe/content/torna-freze/machines.json',
    );
    const latheName = az.page('torna-freze', 'lathe.name');
    const pieces = az.page('quote', 'message.quantity', { count: 2 });
    const label = (field: string) => az.page('contact', `message.${field}`);
    const text = [
      az.page('quote', 'message.greeting'),
      `1. ${latheName} (${latheFigures.model}) — ${pieces}`,
      `2. ${az.navigation('services', 'projectDesign')}`,
      `   ${az.page('quote', 'message.note', { note })}`,
      '',
      az.page('quote', 'message.details'),
      `${label('name')}: Aysel Məmmədova`,
      `${label('email')}: aysel@firma.az`,
      `${label('phone')}: +994 50 123 45 67`,
    ].join('\n');
    expect(
      await chatTextOf(
        page.getByRole('link', { name: containing(az.page('quote', 'send.whatsapp')) }),
      ),
    ).toBe(text);
    const mail = new URL(
      (await page
        .getByRole('link', { name: az.page('quote', 'send.email') })
        .getAttribute('href'))!,
    );
    expect(mail.protocol + mail.pathname).toBe(`mailto:${company.email}`);
    expect(mail.searchParams.get('body')).toBe(text);
    // The visitor reads the same text on the page before sending it.
    await expect(page.locator('pre')).toHaveText(text);

    await page.getByRole('button', { name: az.page('quote', 'send.copy') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: az.page('quote', 'send.copied') }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('does not send before the details are complete', async ({ page }) => {
    await page.goto('/en/products/cutting-machines');
    await addToQuote(page.getByRole('button', { name: adding(en) }).first());
    await page.goto('/en/quote');
    await page.getByRole('link', { name: containing(en.page('quote', 'send.whatsapp')) }).click();
    await expect(page.getByRole('alert')).toHaveText(/3/);
    await expect(
      page.getByRole('textbox', { name: containing(fieldLabel(en, 'name')) }),
    ).toBeFocused();
    expect(page.context().pages()).toHaveLength(1);
  });

  test('on a phone a refused send shows the summary and the first field below the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en/products/cutting-machines');
    await addToQuote(page.getByRole('button', { name: adding(en) }).first());
    await page.goto('/en/quote');
    await page.getByRole('link', { name: containing(en.page('quote', 'send.whatsapp')) }).click();
    await expect(
      page.getByRole('textbox', { name: containing(fieldLabel(en, 'name')) }),
    ).toBeFocused();
    const header = (await page.getByRole('banner').boundingBox())!;
    const label = (await page.locator('label', { hasText: fieldLabel(en, 'name') }).boundingBox())!;
    // The label is not hidden behind the sticky header, and the field is on screen.
    expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(
      page.getByRole('textbox', { name: containing(fieldLabel(en, 'name')) }),
    ).toBeInViewport();
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
    await addToQuote(page.getByRole('button', { name: adding(tr) }));
    await expect(quoteLink(page, quoteLinkName(tr, 1))).toBeVisible();
    await quoteLink(page, quoteLinkName(tr, 1)).click();
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
    await expect(
      page.getByRole('heading', { name: en.page('quote', 'empty.title') }),
    ).toBeVisible();
    await page.goto('/en/products/consumables');
    await addToQuote(page.getByRole('button', { name: adding(en) }).first());
    await expect(quoteLink(page, quoteLinkName(en, 1))).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('site.quote')!));
    expect(stored.version).toBe(1);
    expect(stored.items).toHaveLength(1);
  });

  for (const [language, width] of [
    ['en', 1280],
    ['ru', 375],
  ] as const) {
    test(`the quote page passes axe in ${language} at ${width} px`, async ({ page }) => {
      const add = adding(words[language]);
      await page.addInitScript({ path: axeSource });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/services/tower-installation`);
      await addToQuote(page.getByRole('button', { name: add }));
      await page.goto(`/${language}/products/cnc-laser/automatic-coil`);
      await addToQuote(page.getByRole('button', { name: add }));
      await page.goto(`/${language}/quote`);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});
