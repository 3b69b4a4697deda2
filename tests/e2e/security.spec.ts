import type { Page } from '@playwright/test';
import { clientLoaderHash } from '@site/server/clientLoader';
import { styleHash } from '@site/server/headers';
import { collectCspViolations as collectViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';

test.describe('security headers', () => {
  test('every answer carries a strict Content-Security-Policy and the other headers', async ({
    request,
  }) => {
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
      expect(csp, url).toContain(`script-src 'self' 'wasm-unsafe-eval' ${clientLoaderHash};`);
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
        await page.getByRole('button', { name: /Dil/ }).click();
        await page.getByRole('link', { name: 'Русский' }).click();
        await expect(page).toHaveURL('/ru');
        await page.getByRole('button', { name: 'Показать страницы раздела «Продукция»' }).click();
        await page
          .getByRole('navigation', { name: 'Главное меню' })
          .getByRole('link', { name: 'Вся продукция' })
          .click();
        await expect(page).toHaveURL('/ru/products');
      },
    ],
    [
      'a machine page with its gallery and lightbox',
      async (page) => {
        await page.goto('/en/products/cnc-laser/single-platform');
        await page.getByRole('button', { name: /Enlarge image/ }).click();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Escape');
      },
    ],
    [
      'the projects grid with a filter and the lightbox',
      async (page) => {
        await page.goto('/en/projects');
        await page.getByRole('link', { name: 'Energy (13)' }).click();
        await expect(page).toHaveURL('/en/projects?category=energy');
        await page
          .getByRole('list', { name: 'Project photos' })
          .getByRole('button')
          .first()
          .click();
        await expect(page.getByRole('dialog')).toContainText('1 / 13');
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
        await page.getByRole('heading', { name: 'How to find us' }).scrollIntoViewIfNeeded();
        const map = page.locator('iframe[title="Map showing our office in Baku (OpenStreetMap)"]');
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
