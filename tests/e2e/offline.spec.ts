import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ serviceWorkers: 'allow' });

/** Waits until the offline worker controls the page and has saved `paths` (pages). */
async function saved(page: Page, ...paths: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return [];
          const cache = await caches.open('site-pages');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(paths));
}

/** Waits until the worker has saved a file of a section's code (`site-files`, or `site-data`). */
async function sectionCodeSaved(page: Page, file: RegExp, cacheName = 'site-files'): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          const cache = await caches.open(name);
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }, cacheName),
      { timeout: 20_000 },
    )
    .toContainEqual(expect.stringMatching(file));
}

/** Waits until the worker has saved every script and stylesheet a section's manifest names. */
async function wholeSectionSaved(page: Page, section: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (folder) => {
          type Assets = Record<'js' | 'css', Record<'sync' | 'async', string[]>>;
          const manifest = (await (await fetch(`${folder}mf-manifest.json`)).json()) as {
            exposes: { assets: Assets }[];
            shared: { assets: Assets }[];
          };
          const named = [...manifest.exposes, ...manifest.shared].flatMap(({ assets }) =>
            [assets.js, assets.css].flatMap((kind) => [...kind.sync, ...kind.async]),
          );
          const cache = await caches.open('site-files');
          const saved = new Set(
            (await cache.keys()).map((request) => new URL(request.url).pathname),
          );
          return named.filter((file) => !saved.has(`${folder}${file}`)).length;
        }, `/mfe/${section}/`),
      { timeout: 30_000 },
    )
    .toBe(0);
}

/**
 * The network gone: the browser's offline switch, and every request refused, the worker's own
 * included (the switch alone may let those through).
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

test.describe('offline', () => {
  test('pages seen open again offline in their language, and links between them work', async ({
    page,
    context,
    allowProblems,
  }) => {
    // Pictures further down the list that were never shown online cannot load offline (the
    // page shows their fallback); saving the catalogue saves those too.
    allowProblems(/Failed to load resource: net::ERR_FAILED/);
    await page.goto('/en/products/cnc-laser');
    await saved(page, '/en/products/cnc-laser');
    // A page reached by a link inside the site is saved too.
    await page
      .getByRole('link', { name: /^Specifications and details\W+Exchange-platform/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Exchange-platform fibre laser cutting machine',
    );
    await saved(page, '/en/products/cnc-laser', '/en/products/cnc-laser/exchange-platform');
    await page.goto('/ru/products');
    await saved(page, '/ru/products');
    // The products section's whole code, the lightbox's included, though no lightbox was opened.
    await sectionCodeSaved(page, /^\/mfe\/products\/assets\/LightboxDialog-[\w-]+\.css$/);

    await goOffline(context);
    await page.goto('/en/products/cnc-laser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CNC laser cutting machines');
    await expect(page.locator('html')).toHaveAttribute('data-render', /hydrated|client/);
    await page
      .getByRole('link', { name: /^Specifications and details\W+Exchange-platform/ })
      .click();
    await expect(page).toHaveURL('/en/products/cnc-laser/exchange-platform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Exchange-platform fibre laser cutting machine',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Exchange-platform fibre laser cutting machine',
    );
    await page.goto('/ru/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Станки и расходные материалы для металлообработки',
    );
  });

  test('a page not saved gives the offline page in its language, never another language’s page', async ({
    page,
    context,
  }) => {
    await page.goto('/en/products/cnc-laser');
    await saved(page, '/en/products/cnc-laser');
    await page.goto('/ru/about');
    await saved(page, '/ru/about');

    await goOffline(context);
    // Seen in English only: offline, the Russian address says it is not saved.
    await page.goto('/ru/products/cnc-laser');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет подключения к интернету');
    await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
    const savedPages = page.getByRole('navigation', {
      name: 'Страницы, сохранённые на этом устройстве',
    });
    await expect(savedPages.getByRole('link')).toHaveCount(1);
    await expect(savedPages.getByRole('link')).toHaveAttribute('href', '/ru/about');
    await savedPages.getByRole('link').click();
    await expect(page).toHaveURL('/ru/about');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Нет подключения к интернету',
    );
  });

  test('the quote list and the comparison are kept offline, through an offline reload', async ({
    page,
    context,
  }) => {
    const machine = /Single-platform fibre laser cutting machine/;
    await page.goto('/en/products/cnc-laser/single-platform');
    await page.getByRole('button', { name: /^Compare\W+Single-platform/ }).click();
    await page.goto('/en/quote');
    await saved(page, '/en/products/cnc-laser/single-platform', '/en/quote');
    // The machine page was left before the worker started: its section's code is saved after.
    await sectionCodeSaved(page, /^\/mfe\/products\/remoteEntry\.js$/, 'site-data');
    await wholeSectionSaved(page, 'products');

    await goOffline(context);
    // Chosen offline, where the names in the other languages cannot load.
    await page.goto('/en/products/cnc-laser/single-platform');
    await page.getByRole('button', { name: /^Add to quote request\W+Single-platform/ }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Quote request, 1 item' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Compare\W+Single-platform/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/en/quote');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name: machine })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: machine })).toBeVisible();
  });
});
