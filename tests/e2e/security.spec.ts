import type { Page } from '@playwright/test';
import { languageNames } from '@site/shared/i18n/languages';
import { cspHash } from '@site/server/cspHash';
import { styleHash } from '@site/server/headers';
import { collectCspViolations as collectViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { containing, words } from '../support/words';

const { az, en, ru } = words;

test.describe('security headers', () => {
  test('every answer carries a strict Content-Security-Policy and the other headers', async ({
    request,
  }) => {
    // The page's one inline script that runs (the client loader), hashed as a browser hashes it.
    const [, loader = ''] =
      /<script>([\s\S]*?)<\/script>/.exec(await (await request.get('/en')).text()) ?? [];
    expect(loader, 'the client loader on /en').not.toBe('');
    for (const url of [
      '/en',
      '/ru/products/cnc-laser/single-platform',
      '/remotes.json',
      '/mfe/products/mf-manifest.json',
    ]) {
      const headers = (await request.get(url)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).not.toMatch(/'unsafe-eval'/);
      // Only WebAssembly may be compiled (the site search); no other evaluation of code, and the
      // one inline script (the client loader) by its hash.
      expect(csp, url).toContain(`script-src 'self' 'wasm-unsafe-eval' ${cspHash(loader)};`);
      expect(csp, url).toContain('frame-src https://www.openstreetmap.org');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  test("a page's first-paint styles are inline, allowed by their hash, one per section", async ({
    request,
  }) => {
    const hashes = new Set<string>();
    for (const url of [
      '/en',
      '/ru/products/cnc-laser/single-platform',
      '/tr/products',
      '/az/services/metal-construction',
      '/en/projects',
      '/ru/nope',
    ]) {
      const answer = await request.get(url);
      const csp = answer.headers()['content-security-policy'] ?? '';
      const html = await answer.text();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);
      expect(styles, url).toHaveLength(1);
      expect(csp, url).toContain(styleHash(styles[0] ?? ''));
      hashes.add(styleHash(styles[0] ?? ''));
      // The page's stylesheet waits, disabled, for the client loader to turn it on after the paint.
      expect(html, url).toMatch(/<link rel="stylesheet"[^>]* disabled data-site-styles>/);
      expect(html, url).not.toMatch(/<link rel="stylesheet"(?: crossorigin)? href="[^"]+">/);
    }
    // The shell's pages (home, not-found), products (both pages), services, showcase.
    expect(hashes.size).toBe(4);
  });
});

test.describe('the site runs under its Content-Security-Policy', () => {
  const journeys: Array<[string, (page: Page) => Promise<void>]> = [
    [
      'home, language switch and menus',
      async (page) => {
        await page.goto('/az');
        await page.getByRole('button', { name: containing(az.shell('language.label')) }).click();
        await page.getByRole('link', { name: languageNames.ru }).click();
        await expect(page).toHaveURL('/ru');
        await page
          .getByRole('button', {
            name: ru.shell('nav.showPages', { section: ru.navigation('products', 'products') }),
          })
          .click();
        await page
          .getByRole('navigation', { name: ru.shell('header.primaryNav') })
          .getByRole('link', { name: ru.navigation('products', 'catalog') })
          .click();
        await expect(page).toHaveURL('/ru/products');
      },
    ],
    [
      'a machine page with its gallery and lightbox',
      async (page) => {
        await page.goto('/en/products/cnc-laser/single-platform');
        // "Enlarge image (1 / 5)": the gallery's photo, whatever its number.
        const mark = '\u0000';
        const enlarge = en
          .common('gallery.enlarge', { index: mark, total: mark })
          .split(mark)
          .map((part) => (part ? containing(part).source : ''))
          .join('\\d+');
        await page.getByRole('button', { name: new RegExp(enlarge) }).click();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Escape');
      },
    ],
    [
      'the projects grid with a filter and the lightbox',
      async (page) => {
        await page.goto('/en/projects');
        const projects = (key: string, values?: Record<string, string | number>) =>
          en.page('projects', key, values);
        await page
          .getByRole('link', {
            name: projects('filter.option', { label: projects('categories.energy'), count: 13 }),
          })
          .click();
        await expect(page).toHaveURL('/en/projects?category=energy');
        await page
          .getByRole('list', { name: projects('gallery.title') })
          .getByRole('button')
          .first()
          .click();
        await expect(page.getByRole('dialog')).toContainText(
          en.common('lightbox.counter', { index: 1, total: 13 }),
        );
        await page.keyboard.press('Escape');
      },
    ],
    [
      'the contact page with its map frame',
      async (page) => {
        await page.route('https://www.openstreetmap.org/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>Map of Baku</p>' }),
        );
        await page.goto('/en/contact');
        // The frame is put in when the visitor scrolls near the map.
        await page
          .getByRole('heading', { name: en.page('contact', 'map.title') })
          .scrollIntoViewIfNeeded();
        const frameTitle = en.page('contact', 'map.frameTitle');
        const map = page.locator(`iframe[title=${JSON.stringify(frameTitle)}]`);
        await expect(map.contentFrame().getByText('Map of Baku')).toBeVisible();
      },
    ],
  ];

  for (const [name, journey] of journeys) {
    test(`no violation: ${name}`, async ({ page }) => {
      const violations = await collectViolations(page);
      await journey(page);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('links that open a new tab', () => {
  test('never hand the site to the opened page', async ({ page }) => {
    for (const url of [
      '/en',
      '/en/services/tower-installation',
      '/en/products/consumables',
      '/en/partners',
      '/en/contact',
    ]) {
      await page.goto(url);
      const links = await page.locator('a[target="_blank"]').all();
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
