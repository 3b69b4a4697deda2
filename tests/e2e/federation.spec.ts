import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createSiteServer, defaultMounts, defaultShellDir } from '@site/server/siteServer';
import { defaultLoadTimeoutMs } from '@site/shared/contract/remotes';
import { expect, test } from '../support/fixtures';
import { languageNames, retryLabel, sectionErrorTitle, sectionKeptText } from '../support/site';
import { company, containing, words } from '../support/words';

const { az, tr, en, ru } = words;

/** The h1s this file checks, from the pages' words. */
const productsTitle = (w = en) => w.page('products', 'catalog.title');
const aboutTitle = (w = en) => w.page('showcase', 'about.title');
const servicesTitle = (w = en) => w.page('services', 'index.title');
const homeTitle = (w = en) => w.page('home', 'hero.title');

/** The header's brand link: the brand name, its tagline, then ", главная страница". */
const brandLink = (w = en) =>
  new RegExp(
    `^${containing(company.brandName).source}.*${containing(w.shell('header.homePage')).source}$`,
  );

const productsFiles = '**/mfe/products/**';
const refused =
  /ERR_CONNECTION_REFUSED|Failed to load resource|Federation Runtime|RUNTIME-|loadEntry|remote/i;

test.describe('one instance of each shared library', () => {
  test('shell and remotes use the shell copy of React, the router and the translation hooks', async ({
    page,
  }) => {
    await page.goto('/en/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsTitle());
    await page
      .getByRole('navigation', { name: en.shell('header.primaryNav') })
      .getByRole('link', { name: en.navigation('showcase', 'about') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle());
    const shared = await page.evaluate(() => {
      type Version = { from: string };
      const share = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const found: Record<string, string[]> = {};
      for (const [instance, scopes] of Object.entries(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              (found[name] ??= []).push(`${instance}:${version}:${info.from}`);
            }
          }
        }
      }
      return found;
    });
    for (const name of ['react', 'react-dom', '@site/router', '@site/translation']) {
      const entries = shared[name] ?? [];
      expect(entries.length, `${name} is registered`).toBeGreaterThan(0);
      const versions = new Set(entries.map((entry) => entry.split(':')[1]));
      expect([...versions], `${name} has one version`).toHaveLength(1);
      expect(
        entries.every((entry) => entry.endsWith(':shell')),
        `${name} comes from the shell`,
      ).toBe(true);
    }
  });
});

const remotes = [
  {
    name: 'services',
    files: '**/mfe/services/**',
    path: 'services',
    h1: { ru: servicesTitle(ru), tr: servicesTitle(tr) },
    link: { ru: ru.navigation('services', 'services') },
    other: { path: 'products', h1: productsTitle(ru) },
  },
  {
    name: 'products',
    files: '**/mfe/products/**',
    path: 'products',
    h1: { ru: productsTitle(ru), tr: productsTitle(tr) },
    link: { ru: ru.navigation('products', 'products') },
    other: { path: 'about', h1: aboutTitle(ru) },
  },
  {
    name: 'showcase',
    files: '**/mfe/showcase/**',
    path: 'about',
    h1: { ru: aboutTitle(ru), tr: aboutTitle(tr) },
    link: { ru: ru.navigation('showcase', 'about') },
    other: { path: 'services', h1: servicesTitle(ru) },
  },
] as const;

/** The notice a prerendered page shows when its remote did not load; its content stays. */
const keptNotice = (page: Page) => page.getByRole('alert').filter({ hasText: /./ });

for (const remote of remotes) {
  test.describe(`the ${remote.name} remote offline`, () => {
    test('a prerendered page keeps its content, with a localized notice and Retry', async ({
      page,
      allowProblems,
    }) => {
      allowProblems(refused);
      await page.route(remote.files, (route) => route.abort('connectionrefused'));
      await page.goto(`/ru/${remote.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.h1.ru);
      await expect(keptNotice(page)).toContainText(sectionKeptText.ru);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(ru.shell('footer.hours'));

      await page.unroute(remote.files);
      await keptNotice(page).getByRole('button', { name: retryLabel.ru }).click();
      await expect(keptNotice(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.h1.ru);
    });

    test('opened from another page, it shows the localized error, and the rest works', async ({
      page,
      allowProblems,
    }) => {
      allowProblems(refused);
      await page.goto(`/ru/${remote.other.path}`);
      await page.route(remote.files, (route) => route.abort('connectionrefused'));
      await page
        .getByRole('navigation', { name: ru.shell('header.primaryNav') })
        .getByRole('link', { name: remote.link.ru, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectionErrorTitle.ru);
      await expect(page.getByRole('contentinfo')).toContainText(ru.shell('footer.hours'));

      await page.unroute(remote.files);
      await page.getByRole('button', { name: retryLabel.ru }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.h1.ru);
      await page
        .getByRole('banner')
        .getByRole('link', { name: brandLink(ru) })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(homeTitle(ru));
    });
  });

  test.describe(`the ${remote.name} remote never answering`, () => {
    test('the page stays readable, the notice comes at the time limit, Retry recovers', async ({
      page,
      allowProblems,
    }) => {
      allowProblems(refused);
      // The time limit passes on the page's clock, moved forward by the test: a slow machine
      // neither reaches it early nor makes the test wait for it.
      await page.clock.install();
      const hung: Array<{ url: string; release: () => Promise<void> }> = [];
      await page.route(remote.files, (route) => {
        hung.push({
          url: route.request().url(),
          release: () => route.abort('timedout').catch(() => undefined),
        });
      });
      // The page's prerendered text shows at once; its remote's files never arrive.
      await page.goto(`/tr/${remote.path}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.h1.tr);
      // Its pictures never arrive either, so the page never finishes loading: the inline loader
      // asks for the client after its own wait, which passes on the page's clock as well.
      await page.clock.fastForward(defaultLoadTimeoutMs);
      // The time limit runs from the client's first request for the remote's code (its pictures
      // are asked for by the HTML, before the client starts).
      await expect
        .poll(
          () => hung.some(({ url }) => /\/mf-manifest\.json$|\.js$/.test(url)),
          "a request for the remote's code",
        )
        .toBe(true);
      await page.clock.fastForward(defaultLoadTimeoutMs);
      await expect(keptNotice(page)).toContainText(sectionKeptText.tr);
      await expect(
        page.getByRole('banner').getByRole('link', { name: tr.navigation('showcase', 'about') }),
      ).toBeVisible();

      // The remote comes back. The requests that never answered fail for good first: taking the
      // route away lets a paused request through, and the first load would then finish on its
      // own, racing the visitor's Retry.
      await Promise.all(hung.map(({ release }) => release()));
      await page.unroute(remote.files);
      await keptNotice(page).getByRole('button', { name: retryLabel.tr }).click();
      await expect(keptNotice(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.h1.tr);
    });
  });
}

test.describe('remotes offline', () => {
  test('do not affect the home page', async ({ page, allowProblems }) => {
    allowProblems(refused);
    await page.route('**/mfe/**', (route) => route.abort('connectionrefused'));
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTitle());
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: en.navigation('products', 'catalog') }),
    ).toBeVisible();
  });

  test('show a loading text while a remote is on its way', async ({ page, allowProblems }) => {
    allowProblems(refused);
    await page.goto('/en');
    await page.route(productsFiles, () => undefined);
    await page
      .getByRole('navigation', { name: en.shell('header.primaryNav') })
      .getByRole('link', { name: en.navigation('products', 'products') })
      .click();
    await expect(page.getByRole('status')).toHaveText(en.common('status.loading'));
  });
});

test.describe('remotes.json', () => {
  test('missing: remote pages keep their content with the notice, the home page works', async ({
    page,
    allowProblems,
  }) => {
    allowProblems(/404|Failed to load resource/);
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.goto('/az/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle(az));
    await expect(keptNotice(page)).toContainText(sectionKeptText.az);
    await page
      .getByRole('navigation', { name: az.shell('header.primaryNav') })
      .getByRole('link', { name: az.shell('nav.home') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(homeTitle(az));
  });

  test('re-pointing one remote to another folder needs no shell rebuild', async ({ browser }) => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-'));
    const shellDir = path.join(root, 'shell');
    const release = path.join(root, 'products-2026-11-22');
    await cp(defaultShellDir, shellDir, { recursive: true });
    await cp(defaultMounts['/mfe/products/'], release, { recursive: true });
    const remotesFile = path.join(shellDir, 'remotes.json');
    const config = JSON.parse(await readFile(remotesFile, 'utf8'));
    config.remotes.products_mfe = '/releases/products-2026-11-22/mf-manifest.json';
    await writeFile(remotesFile, JSON.stringify(config));

    // The bare index.html, as for a page whose HTML the products team has not refreshed yet
    // (README: a team prerenders its pages after re-pointing).
    const server = createSiteServer({
      shellDir,
      mounts: { ...defaultMounts, '/releases/products-2026-11-22/': release },
      prerendered: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto(`${base}/en/products`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsTitle());
      expect(requested.some((p) => p.startsWith('/releases/products-2026-11-22/assets/'))).toBe(
        true,
      );
      expect(requested.filter((p) => p.startsWith('/mfe/products/'))).toEqual([]);
      // The first page's own pictures have all been asked for before the address changes.
      await page.waitForLoadState('networkidle');

      config.remotes.products_mfe = '/mfe/products/mf-manifest.json';
      await writeFile(remotesFile, JSON.stringify(config));
      requested.length = 0;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsTitle());
      expect(requested.some((p) => p.startsWith('/mfe/products/'))).toBe(true);
      expect(requested.filter((p) => p.startsWith('/releases/'))).toEqual([]);
    } finally {
      await page.close();
      server.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

test.describe('broken remotes and configuration', () => {
  const refusedLoads =
    /Failed to load resource|MIME type|Failed to fetch dynamically imported module|Federation Runtime|RUNTIME-/;

  async function expectOnlyProductsBroken(page: Page) {
    await page.goto('/en/products', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsTitle());
    await expect(keptNotice(page)).toContainText(sectionKeptText.en);
    await expect(keptNotice(page).getByRole('button', { name: retryLabel.en })).toBeVisible();
    await page
      .getByRole('navigation', { name: en.shell('header.primaryNav') })
      .getByRole('link', { name: en.navigation('showcase', 'about') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutTitle());
  }

  test('remotes.json that is not JSON: sections show the error, home works', async ({
    page,
    allowProblems,
  }) => {
    allowProblems(refusedLoads);
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{ "remotes": ' }),
    );
    await page.goto('/ru/services', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesTitle(ru));
    await expect(keptNotice(page)).toContainText(sectionKeptText.ru);
    await page
      .getByRole('banner')
      .getByRole('link', { name: brandLink(ru) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(homeTitle(ru));
  });

  test('remotes.json naming a remote that does not exist', async ({ page, allowProblems }) => {
    allowProblems(refusedLoads);
    const remotes = JSON.parse(await readFile(path.join(defaultShellDir, 'remotes.json'), 'utf8'));
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        json: {
          ...remotes,
          remotes: { ...remotes.remotes, products_mfe: '/mfe/no-such-remote/mf-manifest.json' },
        },
      }),
    );
    await expectOnlyProductsBroken(page);
  });

  test('a remote that answers 500', async ({ page, allowProblems }) => {
    allowProblems(refusedLoads);
    await page.route(productsFiles, (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await expectOnlyProductsBroken(page);
  });

  test('a remote that answers HTML instead of JavaScript', async ({ page, allowProblems }) => {
    allowProblems(refusedLoads);
    await page.route('**/mfe/products/remoteEntry.js', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Maintenance</h1>' }),
    );
    await expectOnlyProductsBroken(page);
  });

  test('a remote whose JavaScript throws when it runs', async ({ page, allowProblems }) => {
    allowProblems(refusedLoads);
    await page.route('**/mfe/products/remoteEntry.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("a broken deploy");',
      }),
    );
    await expectOnlyProductsBroken(page);
  });
});

test.describe('version skew', () => {
  test('a remote built from a newer shared/ than the shell still renders', async ({ browser }) => {
    const release = path.resolve(defaultShellDir, '../../tests/.fixtures/products-next');
    const server = createSiteServer({
      mounts: { ...defaultMounts, '/releases/products-next/': release },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const remotes = JSON.parse(await readFile(path.join(defaultShellDir, 'remotes.json'), 'utf8'));
    await page.route('**/remotes.json', (route) =>
      route.fulfill({
        json: {
          ...remotes,
          remotes: { ...remotes.remotes, products_mfe: '/releases/products-next/mf-manifest.json' },
        },
      }),
    );
    try {
      await page.goto(`${base}/en`);
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      await page
        .getByRole('navigation', { name: en.shell('header.primaryNav') })
        .getByRole('link', { name: en.navigation('products', 'products') })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsTitle());
      // A word of the newer shared/ that the shell has never had (buildSkewedRemote.mjs).
      await expect(page.getByText('Catalogue built with the next shared package')).toBeVisible();
      await page.getByRole('button', { name: `${en.shell('language.label')}: EN` }).click();
      await page.getByRole('link', { name: languageNames.ru }).click();
      await expect(page.getByText('Каталог собран с новой версией общего пакета')).toBeVisible();

      // The products page's HTML is from before that deploy: the page still comes out whole.
      await page.goto(`${base}/az/products`);
      await expect(page.getByText('Kataloq yeni paylaşılan paketlə yığılıb')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsTitle(az));
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      server.close();
    }
  });
});
