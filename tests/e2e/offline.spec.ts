import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { containing, words } from '../support/words';

const { en, ru } = words;

/** A CNC laser machine's name, as its page's h1 and its buttons show it. */
const machineName = (machine: string) => en.page('cnc-laser', `machines.${machine}.name`);

/**
 * A button or link that names its machine after its label ("Compare: Single-platform fibre laser
 * cutting machine"): the label, then the machine's name.
 */
const labelFor = (label: string, machine: string) =>
  new RegExp(`^${containing(label).source}\\W+${containing(machineName(machine)).source}`);

const detailsOf = (machine: string) => labelFor(en.page('cnc-laser', 'list.details'), machine);

/**
 * The products pages' offline catalogue panel, scrolled to as a visitor does: what the device
 * holds and the buttons come as it nears the screen.
 */
async function cataloguePanel(page: Page) {
  const panel = page.getByRole('region', { name: en.common('offlineCatalogue.title') });
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');

test.use({ serviceWorkers: 'allow' });

/** Waits until the offline worker controls the page and has saved `paths` (pages). */
async function saved(page: Page, ...paths: string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return [];
        const cache = await caches.open('site-pages');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }),
    )
    .toEqual(expect.arrayContaining(paths));
}

/** Waits until the worker has saved a file of a section's code (`site-files`, or `site-data`). */
async function sectionCodeSaved(page: Page, file: RegExp, cacheName = 'site-files'): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        const cache = await caches.open(name);
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }, cacheName),
    )
    .toContainEqual(expect.stringMatching(file));
}

/** Waits until the worker has saved every script and stylesheet a section's manifest names. */
async function wholeSectionSaved(page: Page, section: string): Promise<void> {
  await expect
    .poll(() =>
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
        const saved = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
        return named.filter((file) => !saved.has(`${folder}${file}`)).length;
      }, `/mfe/${section}/`),
    )
    .toBe(0);
}

/** The paths of the files named by their content that the worker keeps (`site-files`). */
const keptFiles = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('site-files')).keys()).map(
      (request) => new URL(request.url).pathname,
    ),
  );

const isPicture = (file: string) => /\.(avif|webp|jpe?g|png|svg)$/.test(file);

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
    await page.getByRole('link', { name: detailsOf('exchangePlatform') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      machineName('exchangePlatform'),
    );
    await saved(page, '/en/products/cnc-laser', '/en/products/cnc-laser/exchange-platform');
    await page.goto('/ru/products');
    await saved(page, '/ru/products');
    // The products section's whole code, the lightbox's included, though no lightbox was opened.
    await sectionCodeSaved(page, /^\/mfe\/products\/assets\/LightboxDialog-[\w-]+\.css$/);

    await goOffline(context);
    await page.goto('/en/products/cnc-laser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('cnc-laser', 'list.title'),
    );
    await expect(page.locator('html')).toHaveAttribute('data-render', /hydrated|client/);
    await page.getByRole('link', { name: detailsOf('exchangePlatform') }).click();
    await expect(page).toHaveURL('/en/products/cnc-laser/exchange-platform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      machineName('exchangePlatform'),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      machineName('exchangePlatform'),
    );
    await page.goto('/ru/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      ru.page('products', 'catalog.title'),
    );
  });

  test('a page is kept once, without the parameters of the link the visitor came by', async ({
    page,
    context,
  }) => {
    await page.goto('/en/products?utm_source=newsletter&utm_campaign=spring&gclid=abc');
    await saved(page, '/en/products');
    const keys = await page.evaluate(async () =>
      (await (await caches.open('site-pages')).keys()).map((request) => request.url),
    );
    expect(keys.filter((key) => key.includes('?'))).toEqual([]);
    // The worker saves the section's manifest and code in the background, after the page: the
    // page opens offline whole once they are kept too (gone offline before that, the manifest
    // fails to load, once in some runs on a busy machine).
    await sectionCodeSaved(page, /^\/mfe\/products\/mf-manifest\.json$/, 'site-data');
    await wholeSectionSaved(page, 'products');

    await goOffline(context);
    await page.goto('/en/products?utm_source=another');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('products', 'catalog.title'),
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.common('offline.title'));
    await expect(page.getByRole('button', { name: ru.common('offline.retry') })).toBeVisible();
    const savedPages = page.getByRole('navigation', { name: ru.common('offline.saved') });
    await expect(savedPages.getByRole('link')).toHaveCount(1);
    await expect(savedPages.getByRole('link')).toHaveAttribute('href', '/ru/about');
    await savedPages.getByRole('link').click();
    await expect(page).toHaveURL('/ru/about');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      ru.common('offline.title'),
    );
  });

  test('the quote list and the comparison are kept offline, through an offline reload', async ({
    page,
    context,
  }) => {
    const machine = containing(machineName('singlePlatform'));
    const compare = labelFor(en.page('cnc-laser', 'compare.toggle'), 'singlePlatform');
    await page.goto('/en/products/cnc-laser/single-platform');
    await page.getByRole('button', { name: compare }).click();
    await page.goto('/en/quote');
    await saved(page, '/en/products/cnc-laser/single-platform', '/en/quote');
    // The machine page was left before the worker started: its section's code is saved after.
    await sectionCodeSaved(page, /^\/mfe\/products\/remoteEntry\.js$/, 'site-data');
    await wholeSectionSaved(page, 'products');

    await goOffline(context);
    // Chosen offline, where the names in the other languages cannot load.
    await page.goto('/en/products/cnc-laser/single-platform');
    await page
      .getByRole('button', { name: labelFor(en.common('quote.add'), 'singlePlatform') })
      .click();
    // The header's link: "Quote request" and, after a comma, how many items it holds.
    const quoteLink = `${en.shell('quote.label')}, ${en.shell('quote.items', { count: 1 })}`;
    await expect(page.getByRole('banner').getByRole('link', { name: quoteLink })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: compare })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/en/quote');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name: machine })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: machine })).toBeVisible();
  });

  test('a saved catalogue opens an unseen machine page and a datasheet offline, and can be removed', async ({
    page,
    context,
  }) => {
    await page.goto('/en/products');
    await saved(page, '/en/products');
    const catalogue = (key: string, values?: Record<string, string | number>) =>
      en.common(`offlineCatalogue.${key}`, values);
    // The saved catalogue's status, with its size (one decimal at most, in MB) as a pattern.
    const sizeMark = '\u0000';
    const pages = catalogue('pageCount', { count: 28 });
    const savedText = catalogue('saved', {
      pages,
      datasheets: catalogue('datasheetCount', { count: 5 }),
      size: catalogue('megabytes', { value: sizeMark }),
    });
    const savedStatus = new RegExp(
      `^${savedText
        .split(sizeMark)
        .map((part) => (part ? containing(part).source : ''))
        .join('\\d+(\\.\\d)?')}$`,
    );
    // "Saved on this device: 28 pages": the status up to the number of pages.
    const savedStatusStart = new RegExp(
      `^${containing(savedText.slice(0, savedText.indexOf(pages) + pages.length)).source}`,
    );
    const panel = await cataloguePanel(page);
    await panel.getByRole('button', { name: catalogue('save') }).click();
    await expect(
      panel.getByRole('progressbar', { name: catalogue('progressLabel') }),
    ).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(savedStatus);
    // Whether the browser promised to keep it or not, the panel says which.
    await expect(panel).toContainText(
      new RegExp(
        `${containing(catalogue('kept')).source}|${containing(catalogue('mayBeCleared')).source}`,
      ),
    );
    await wholeSectionSaved(page, 'products');

    await goOffline(context);
    // Never opened online, in English or any language.
    await page.goto('/en/products/cnc-laser/large-format');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(machineName('largeFormat'));
    await expect(page.locator('html')).toHaveAttribute('data-render', /hydrated|client/);
    // Its pictures came with it: every picture on the page is shown, none broken.
    const pictures = page.getByRole('main').locator('img');
    expect(await pictures.count()).toBeGreaterThan(0);
    expect(
      await pictures.evaluateAll(
        (images) =>
          images.filter(
            (image) =>
              !(image as HTMLImageElement).complete ||
              (image as HTMLImageElement).naturalWidth === 0,
          ).length,
      ),
    ).toBe(0);
    const datasheet = await page.evaluate(async () => {
      const response = await fetch('/mfe/products/datasheets/en/lathe.pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        start: String.fromCharCode(...bytes.slice(0, 5)),
        size: bytes.length,
      };
    });
    expect(datasheet).toMatchObject({ status: 200, start: '%PDF-' });
    expect(datasheet.size).toBeGreaterThan(10_000);
    // The English catalogue is never shown for a Russian address.
    await page.goto('/ru/products/cnc-laser/large-format');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.common('offline.title'));

    await context.unrouteAll();
    await context.setOffline(false);
    await page.goto('/en/products');
    await cataloguePanel(page);
    await expect(panel.getByRole('status')).toHaveText(savedStatusStart);
    await panel.getByRole('button', { name: catalogue('remove') }).click();
    await expect(panel.getByRole('status')).toHaveText(catalogue('removed'));
    expect(await page.evaluate(() => caches.has('site-catalogue-en'))).toBe(false);
    await expect(panel.getByRole('button', { name: catalogue('save') })).toBeVisible();
  });

  test('a new release of one section reaches an open tab: a notice, then the next page whole', async ({
    page,
    context,
  }) => {
    const release = path.join(workspace, 'tests/.fixtures/showcase-faq');
    const manifestFiles = (file: string) => {
      type Assets = Record<'js' | 'css', Record<'sync' | 'async', string[]>>;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        exposes: { assets: Assets }[];
        shared: { assets: Assets }[];
      };
      return [...manifest.exposes, ...manifest.shared].flatMap(({ assets }) =>
        [assets.js, assets.css].flatMap((kind) => [...kind.sync, ...kind.async]),
      );
    };
    const before = new Set(
      manifestFiles(path.join(workspace, 'showcase-mfe/dist/mf-manifest.json')),
    );
    const onlyNew = manifestFiles(path.join(release, 'mf-manifest.json')).filter(
      (file) => !before.has(file),
    );
    expect(onlyNew.length).toBeGreaterThan(0);

    await page.goto('/en/projects');
    await saved(page, '/en/projects');
    await wholeSectionSaved(page, 'showcase');

    // The showcase team deploys a new release at the same address; the old files are gone.
    await context.route('**/mfe/showcase/**', (route) => {
      const file = path.join(
        release,
        new URL(route.request().url()).pathname.slice('/mfe/showcase/'.length),
      );
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    // The open tab goes on working on the release it runs (its files are saved).
    const mainMenu = page.getByRole('navigation', { name: en.shell('header.primaryNav') });
    await mainMenu
      .getByRole('link', { name: en.navigation('showcase', 'partners'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.page('partners', 'title'));
    // Back to the tab: the new release is found and offered.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('status').filter({ hasText: en.shell('release.text') });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: en.shell('release.reload') })).toBeVisible();

    // Ignored: the next move inside the site loads the page whole, in the new release.
    await page.evaluate(() => {
      Object.assign(window, { oldRelease: true });
    });
    await mainMenu
      .getByRole('link', { name: en.navigation('showcase', 'about'), exact: true })
      .click();
    await expect(page).toHaveURL('/en/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('showcase', 'about.title'),
    );
    await expect.poll(() => page.evaluate(() => 'oldRelease' in window)).toBe(false);
    await expect(notice).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-render', /hydrated|client/);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(
      loaded.filter((file) => onlyNew.some((name) => file === `/mfe/showcase/${name}`)),
      `files of the new release among ${loaded.join(' ')}`,
    ).not.toEqual([]);

    // The code only the old release had is no longer kept on the device.
    const newFiles = new Set(manifestFiles(path.join(release, 'mf-manifest.json')));
    const onlyOld = [...before].filter((file) => !newFiles.has(file));
    expect(onlyOld.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(async (old) => {
          const kept = (await (await caches.open('site-files')).keys()).map(
            (request) => new URL(request.url).pathname,
          );
          return old.filter((file) => kept.includes(`/mfe/showcase/${file}`));
        }, onlyOld),
      )
      .toEqual([]);
  });
});

test.describe('when the device’s storage fails or fills', () => {
  test('a full disk costs pictures and old pages, never the code a saved catalogue runs on', async ({
    page,
    context,
    allowProblems,
  }) => {
    // Pictures not kept cannot load offline; the page shows their fallback.
    allowProblems(/Failed to load resource: net::ERR_FAILED/);
    await page.goto('/en/products');
    await saved(page, '/en/products');
    const panel = await cataloguePanel(page);
    await panel.getByRole('button', { name: en.common('offlineCatalogue.save') }).click();
    await expect(
      panel.getByRole('button', { name: en.common('offlineCatalogue.remove') }),
    ).toBeVisible();
    await wholeSectionSaved(page, 'products');
    const code = (await keptFiles(page)).filter(
      (file) => file.startsWith('/mfe/products/') && !isPicture(file),
    );
    expect(code.length).toBeGreaterThan(0);

    // The disk fills up: what the site has stored so far, and hardly more.
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', {
      origin: new URL(page.url()).origin,
      quotaSize: usage + 20_000,
    });
    for (const address of ['/en/projects', '/en/partners', '/en/services/metal-construction']) {
      await page.goto(address);
    }
    // The worker met the full disk and made room: the pictures it kept went, the code stayed.
    await expect.poll(async () => (await keptFiles(page)).filter(isPicture)).toEqual([]);
    expect(await keptFiles(page)).toEqual(expect.arrayContaining(code));

    await goOffline(context);
    await page.goto('/en/products/cnc-laser/large-format');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(machineName('largeFormat'));
    await expect(page.locator('html')).toHaveAttribute('data-render', /hydrated|client/);
  });

  test('storage that refuses every call: pages and files still come from the network', async ({
    page,
    context,
  }) => {
    await page.goto('/en/products');
    await saved(page, '/en/products');
    const [worker] = context.serviceWorkers();
    // Cache Storage failing as in a private mode or a damaged profile: every call rejects.
    await worker!.evaluate(() => {
      const broken = () =>
        Promise.reject(new DOMException('The storage is broken', 'UnknownError'));
      for (const method of ['open', 'match', 'has', 'keys', 'delete']) {
        Object.defineProperty(caches, method, { value: broken });
      }
    });
    // A section whose code was never saved, one whose was, and a file of each.
    for (const [address, heading] of [
      ['/en/projects', en.page('projects', 'title')],
      ['/en/products/cnc-laser', en.page('cnc-laser', 'list.title')],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      const throughWorker = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                (entry as PerformanceResourceTiming).workerStart > 0 &&
                entry.name.includes('/assets/'),
            ).length,
      );
      expect(throughWorker, address).toBeGreaterThan(0);
    }
    // The same worker answered them all, its storage still broken.
    expect(
      await worker!.evaluate(() =>
        caches.open('site-files').then(
          () => 'opened',
          (error: Error) => error.message,
        ),
      ),
    ).toBe('The storage is broken');
  });
});
