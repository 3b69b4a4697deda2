import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageHeadings } from '../support/headings';
import { languages, sitemapPaths } from '../support/site';
import { company, contentFile, words } from '../support/words';

/** The locale each language's pages name for social networks: the English copy is British. */
const openGraphLocale = { az: 'az_AZ', tr: 'tr_TR', en: 'en_GB', ru: 'ru_RU' } as const;

const origin = 'https://www.example.com';

/** Every page the shell and the remotes declare, and those kept out of the sitemap. */
async function describeSite(
  browser: Browser,
  baseURL: string,
): Promise<{ pages: string[]; unlisted: string[] }> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __SITE_PRERENDER__: boolean }).__SITE_PRERENDER__ = true;
  });
  await page.goto(`${baseURL}/en`);
  await page.waitForFunction(() => '__siteDescribe' in window);
  const { pages, unlisted } = await page.evaluate(() =>
    (
      window as unknown as {
        __siteDescribe: () => Promise<{ pages: Record<string, string[]>; unlisted: string[] }>;
      }
    ).__siteDescribe(),
  );
  await page.close();
  return { pages: Object.values(pages).flat(), unlisted };
}

const declaredPaths = async (browser: Browser, baseURL: string) =>
  (await describeSite(browser, baseURL)).pages;

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

async function rawHtml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

const h1Of = (html: string) => decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
const url = (language: string, path: string) => `${origin}/${language}${path ? `/${path}` : ''}`;

test.describe('pages arrive as HTML', () => {
  test('every declared page in every language has its content, title, canonical and alternates', async ({
    browser,
    request,
    baseURL,
  }) => {
    const paths = await declaredPaths(browser, baseURL!);
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      for (const language of languages) {
        const html = await rawHtml(request, `/${language}${path ? `/${path}` : ''}`);
        const where = `/${language}/${path}`;
        expect(html, where).toContain(`<html lang="${language}"`);
        expect(html.match(/<h1[^>]*>/g), `${where} has one h1`).toHaveLength(1);
        expect(h1Of(html).length, `${where} h1`).toBeGreaterThan(3);
        expect(html.match(/<title>([^<]{10,})<\/title>/), `${where} title`).not.toBeNull();
        expect(html, `${where} description`).toMatch(
          /<meta name="description" content="[^"]{40,}"/,
        );
        expect(html, `${where} canonical`).toContain(
          `<link rel="canonical" href="${url(language, path)}"/>`,
        );
        for (const alternate of languages) {
          expect(html, `${where} hreflang ${alternate}`).toContain(
            `<link rel="alternate" hrefLang="${alternate}" href="${url(alternate, path)}"/>`,
          );
        }
        expect(html, `${where} x-default`).toContain(
          `<link rel="alternate" hrefLang="x-default" href="${origin}/${path}"/>`,
        );
        expect(html, `${where} Open Graph`).toMatch(/<meta property="og:title" content="[^"]+"/);
        expect(html, `${where} Open Graph locale`).toContain(
          `<meta property="og:locale" content="${openGraphLocale[language]}"/>`,
        );
      }
    }
  });

  test('the h1 of a page is in the page language before any script runs', async ({ request }) => {
    for (const [path, h1] of pageHeadings) {
      for (const language of languages) {
        const expected = h1[language];
        if (!expected) continue;
        const where = `/${language}${path ? `/${path}` : ''}`;
        expect(h1Of(await rawHtml(request, where)), where).toBe(expected);
      }
    }
  });

  test('structured data describes the company, the business and a product, with no invented price', async ({
    request,
  }) => {
    const data = (html: string) =>
      JSON.parse(
        html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? 'null',
      );
    expect(data(await rawHtml(request, '/en'))).toMatchObject({ '@type': 'Organization' });
    const business = data(await rawHtml(request, '/az/contact'));
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      address: { streetAddress: company.address.az },
    });
    // The opening hours as the company's facts give them (shared/content/company.json).
    const { openingHours } = contentFile<{
      openingHours: { day: string; opens: string | null; closes: string | null }[];
    }>('shared/content/company.json');
    const hoursOn = (day: string) => {
      const { opens, closes } = openingHours.find((hours) => hours.day === day) ?? {};
      return { opens, closes };
    };
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining(hoursOn('weekdays')),
      expect.objectContaining({ dayOfWeek: ['Saturday'], ...hoursOn('saturday') }),
    ]);
    const [product] = [
      data(await rawHtml(request, '/ru/products/cnc-laser/single-platform')),
    ].flat();
    expect(product).toMatchObject({ '@type': 'Product' });
    expect(product.image).toMatch(/^https:\/\/www\.example\.com\/mfe\/products\/assets\//);
    expect(product).not.toHaveProperty('offers');
    expect(product).not.toHaveProperty('aggregateRating');
  });

  test("paints with the phone's own fonts: no font file is preloaded or fetched", async ({
    page,
    request,
  }) => {
    expect(await rawHtml(request, '/ru/about')).not.toContain('as="font"');
    const fonts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'font') fonts.push(sent.url());
    });
    await page.goto('/az/products/cnc-laser/single-platform');
    await page
      .getByRole('link', { name: words.az.navigation('showcase', 'projects') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fonts).toEqual([]);
  });
});

test.describe('the first picture on a phone', () => {
  test('a picture is fetched first only where it is the largest thing a phone paints', async ({
    browser,
    baseURL,
  }) => {
    // Every page of the sitemap in four languages: 30 s alone, three times that beside others.
    // The prerendered HTML on Lighthouse's phone, before any script (its scripts are refused).
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    const wrong: string[] = [];
    /** Per page: the languages in which its largest paint is a picture, and its first picture. */
    const pictureFirst = new Map<string, { languages: string[]; priority: boolean }>();
    for (const path of sitemapPaths()) {
      for (const language of languages) {
        const address = `/${language}/${path}`;
        await page.goto(address);
        // Every picture in view loaded, so the largest paint is final.
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < innerHeight)
            .every((image) => image.complete),
        );
        const seen = await page.evaluate(
          () =>
            new Promise<{ largest: string; priority: string | null; first: number }>((resolve) => {
              new PerformanceObserver((list) => {
                const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)
                  ?.element;
                resolve({
                  largest: element?.tagName ?? '',
                  priority: element?.getAttribute('fetchpriority') ?? null,
                  first: document.querySelectorAll('img[fetchpriority="high"]').length,
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        if (seen.largest === 'IMG' && seen.priority !== 'high') {
          wrong.push(`${address}: its largest paint is a picture that waits its turn`);
        }
        if (seen.first > 1) wrong.push(`${address}: ${seen.first} pictures fetched first`);
        const entry = pictureFirst.get(path) ?? { languages: [], priority: seen.first > 0 };
        if (seen.largest === 'IMG') entry.languages.push(language);
        pictureFirst.set(path, entry);
      }
    }
    for (const [path, { languages: pictured, priority }] of pictureFirst) {
      // A page that opens on its words in every language has no picture to hurry.
      if (priority && pictured.length === 0)
        wrong.push(`/${path}: a picture fetched first, but words paint largest`);
    }
    expect(wrong).toEqual([]);
    await context.close();
    // The service list, the catalogue and a machine open with their picture on a phone.
    const pictured = [...pictureFirst].filter(([, entry]) => entry.languages.length > 0);
    expect(pictured.map(([path]) => path)).toEqual(
      expect.arrayContaining(['services', 'products', 'products/cnc-laser/single-platform']),
    );
  });
});

test.describe('sitemap, robots and icons', () => {
  test('the sitemap lists every page in the four languages with their alternates', async ({
    browser,
    request,
    baseURL,
  }) => {
    const site = await describeSite(browser, baseURL!);
    // The search page, the quote request and the comparison are the visitor's own: not listed.
    expect(site.unlisted.sort()).toEqual(['products/cnc-laser/compare', 'quote', 'search']);
    const paths = site.pages.filter((path) => !site.unlisted.includes(path));
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(paths.length * languages.length);
    for (const path of paths) {
      for (const language of languages) expect(locs).toContain(url(language, path));
    }
    expect(locs).toContain(`${origin}/ru/products/cnc-laser/h-beam-laser`);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(locs.length);
  });

  test('robots.txt names the sitemap; the manifest, icons and preview image are served', async ({
    request,
  }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${origin}/sitemap.xml`,
    );
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      '/favicon.svg',
      '/icon-192.png',
      '/icon-512.png',
    ]);
    for (const file of ['/icon-192.png', '/icon-512.png', '/og-image.png']) {
      const response = await request.get(file);
      expect(response.headers()['content-type'], file).toBe('image/png');
    }
  });
});

test.describe('the client takes over the HTML', () => {
  const samples = [
    '',
    'services/metal-construction',
    'products/cnc-laser/single-platform',
    'projects',
    'contact',
  ];
  for (const path of samples) {
    for (const language of ['az', 'ru'] as const) {
      test(`/${language}/${path} hydrates without an error, in the same language`, async ({
        page,
        request,
      }) => {
        const html = await rawHtml(request, `/${language}/${path}`);
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await page.goto(`/${language}/${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1Of(html));
        expect(await page.title()).toBe(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''));
        await expect(page.locator('title')).toHaveCount(1);
        expect(warnings.filter((text) => /prerendered HTML|hydrat/i.test(text))).toEqual([]);
      });
    }
  }

  test('a prerendered page asks for no script before it has loaded and been painted', async ({
    page,
    request,
  }) => {
    const html = await rawHtml(request, '/en/contact');
    // No module script for the parser to find; one inline script, the client loader.
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/<script>/g)).toHaveLength(1);
    await page.goto('/en/contact');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const scripts = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        load: navigation?.loadEventStart ?? Infinity,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load);
    expect(timing.firstScript).toBeGreaterThan(timing.paint);
  });

  test('a prerendered page paints from its inline styles, then fetches one stylesheet', async ({
    page,
  }) => {
    const styles: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet') styles.push(new URL(sent.url()).pathname);
    });
    for (const path of [
      '/ru/products/cnc-laser/single-platform',
      '/az/services/metal-construction',
      '/en/projects',
    ]) {
      styles.length = 0;
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      await page.waitForLoadState('networkidle');
      expect(styles, path).toHaveLength(1);
      expect(styles[0], path).toMatch(/^\/assets\/prerendered\/\w+-[0-9a-f]{10}\.css$/);
      // The section's own files are named on the page but never applied twice; the page's
      // stylesheet is on, asked for only once the page had painted from its inline styles.
      const applied = await page.evaluate(() => ({
        on: [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])'),
        ].map((link) => link.hasAttribute('data-site-styles')),
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        asked: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css'))
          ?.startTime,
      }));
      expect(applied.on, path).toEqual([true]);
      expect(applied.asked, path).toBeGreaterThan(applied.paint);
      await expect(page.locator('head style'), path).toHaveCount(1);
    }
  });

  test('an address with a filter renders afresh rather than adopt the unfiltered HTML', async ({
    page,
  }) => {
    await page.goto('/en/projects?category=energy');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'client');
  });
});

test.describe('the first paint is the finished page', () => {
  // The page's own styles arrive inside its HTML; its stylesheet comes after the paint. A page
  // styled by the inline styles alone must be laid out and coloured exactly as with every style:
  // no flash of unstyled or restyled content, no shift. Scripts are blocked in both, so only the
  // styles differ; every element's box and look is compared, the whole page long.
  for (const width of [375, 1280]) {
    test(`at ${width} px, the inline styles alone style every section's page as it ends up`, async ({
      browser,
      baseURL,
    }) => {
      for (const path of [
        '/az',
        '/ru/products/cnc-laser/single-platform',
        '/en/products/cnc-laser',
        '/tr/services/metal-construction',
        '/en/projects',
        '/ru/nope',
      ]) {
        const looks: string[][] = [];
        for (const stylesheet of ['blocked', 'loaded']) {
          const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
          const page = await context.newPage();
          await page.route(/\.js$/, (route) => route.abort());
          const fetched: string[] = [];
          page.on('requestfinished', (done) => {
            if (done.resourceType() === 'stylesheet') fetched.push(done.url());
          });
          if (stylesheet === 'blocked') {
            await page.route(/\/assets\/[^?]+\.css$/, (route) => route.abort());
          }
          await page.goto(path);
          if (stylesheet === 'loaded') {
            // Turned on after the paint, fetched, and applied.
            await expect
              .poll(() =>
                page
                  .locator('link[data-site-styles]')
                  .evaluate((link: HTMLLinkElement) => !link.disabled && link.sheet !== null),
              )
              .toBe(true);
            await expect.poll(() => fetched.length, path).toBe(1);
          }
          looks.push(
            await page.locator('body *').evaluateAll((elements) =>
              elements.map((element) => {
                const box = element.getBoundingClientRect();
                const style = getComputedStyle(element);
                return [
                  element.tagName,
                  [box.x, box.y, box.width, box.height].map(Math.round).join(','),
                  style.color,
                  style.backgroundColor,
                  style.font,
                  style.visibility,
                  style.opacity,
                  style.borderTopColor,
                ].join(' ');
              }),
            ),
          );
          await context.close();
        }
        expect(looks[0]?.length, path).toBeGreaterThan(100);
        expect(looks[0], `${path} at ${width} px`).toEqual(looks[1]);
      }
    });
  }
});

test.describe('remotes load ahead of the click', () => {
  test('pointing at a link to another section starts loading that section', async ({ page }) => {
    await page.goto('/en');
    const manifest = page.waitForRequest((request) =>
      request.url().endsWith('/mfe/products/mf-manifest.json'),
    );
    await page
      .getByRole('navigation', { name: words.en.shell('header.primaryNav') })
      .getByRole('link', { name: words.en.navigation('products', 'products') })
      .hover();
    await manifest;
    expect(page.url()).toMatch(/\/en$/);
  });
});
