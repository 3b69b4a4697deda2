import { readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { languageNames } from '@site/shared/i18n/languages';
import { editorHeaders, fileNeedsPolicy, securityHeaders, styleHash } from '@site/server/headers';
import { createSiteServer, defaultMounts, defaultShellDir } from '@site/server/siteServer';
import { readInlineHashes } from '@site/server/inlineHashes';
import { readEditorBackend } from '@site/server/editorBackend';
import { editorDir } from '@site/server/siteLayout';
import { nginxAvailable, startNginx } from '@site/deploy/nginx/startNginx';
import { expect, test } from '../support/fixtures';
import { languages } from '../support/site';
import { containing, words } from '../support/words';

// Production serves the composed site with nginx (deploy/nginx), `pnpm start` with Node: the
// same addresses must get the same answers from both. Node is the suite's own server; nginx
// starts here (.ci/run installs it from Debian's archive).
let nginx: { port: number; stop: () => Promise<unknown> } | undefined;
/** The site's headers for this build: its inline first-paint styles allowed by their hashes. */
const siteHeaders = securityHeaders(readInlineHashes(defaultShellDir));
/** The editor's headers, for the git backend it was built for (no local backend: production). */
const editorFileHeaders = editorHeaders({ backend: readEditorBackend(editorDir) });
/** The shell's stylesheet, a file every page loads. */
const stylesheet = readdirSync(path.join(defaultShellDir, 'assets')).find((file) =>
  /^style-.*\.css$/.test(file),
);

test.beforeAll(async () => {
  expect(
    nginxAvailable(),
    'nginx with the brotli_static and js modules (apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-js)',
  ).toBe(true);
  nginx = await startNginx({ dir: await mkdtemp(path.join(tmpdir(), 'e2e-nginx-')) });
});
test.afterAll(async () => {
  await nginx?.stop();
});

const servers = ['node', 'nginx'] as const;
type Server = (typeof servers)[number];

async function client(server: Server, baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: server === 'node' ? baseURL : `http://127.0.0.1:${nginx!.port}`,
    maxRedirects: 0,
  });
}

/** Words as the prerendered HTML writes them in text (as React escapes them). */
const inHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character] ??
      character,
  );

for (const server of servers) {
  test.describe(`${server} answers`, () => {
    test('pages 200; unknown addresses 404 with the localized not-found page; old ones 301', async ({
      baseURL,
    }) => {
      const http = await client(server, baseURL);
      for (const language of languages) {
        for (const page of ['', '/products/cnc-laser/single-platform', '/contact']) {
          const response = await http.get(`/${language}${page}`);
          expect(response.status(), `/${language}${page}`).toBe(200);
          expect(await response.text()).toContain(`<html lang="${language}"`);
        }
        for (const missing of ['/nope', '/products/cnc-laser/nope', '/about/x/y']) {
          const response = await http.get(`/${language}${missing}`);
          expect(response.status(), `/${language}${missing}`).toBe(404);
          const html = await response.text();
          expect(html).toContain(`<html lang="${language}" data-status="404"`);
          expect(html).toContain('<meta name="robots" content="noindex"/>');
          const notFoundTitle = inHtml(words[language].common('notFound.documentTitle'));
          expect(html).toMatch(new RegExp(`<title>[^<]*${containing(notFoundTitle).source}`));
          expect(html).toContain(`href="/${language}/products"`);
        }
        const moved = await http.get(`/${language}/products/cnc-laser/h-profile?ref=1`);
        expect(moved.status()).toBe(301);
        expect(moved.headers().location).toBe(`/${language}/products/cnc-laser/h-beam-laser?ref=1`);
        const slash = await http.get(`/${language}/about/`);
        expect(slash.status()).toBe(301);
        expect(slash.headers().location).toBe(`/${language}/about`);
      }
      await http.dispose();
    });

    test('addresses without a language, bad addresses and methods', async ({ baseURL }) => {
      const http = await client(server, baseURL);
      const ru = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' };
      for (const missing of ['/de/x', '/.git/config', '/nope', '/products/nope']) {
        const response = await http.get(missing, { headers: ru });
        expect(response.status(), missing).toBe(404);
        expect(await response.text()).toContain('<html lang="ru" data-status="404"');
        expect(response.headers().vary).toContain('Accept-Language');
      }
      expect((await http.get('/%E0%A4%A')).status()).toBe(400);
      for (const plain of [
        '/assets/nope.js',
        '/mfe/products/nope.js',
        '/mfe/products/remoteEntry.js.map',
        '/errors/404.en.html',
      ]) {
        const response = await http.get(plain);
        expect(response.status(), plain).toBe(404);
        expect(response.headers()['content-type']).toBe('text/plain');
      }
      for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS']) {
        const response = await http.fetch('/en', { method });
        expect(response.status(), method).toBe(405);
        expect(response.headers().allow).toBe('GET, HEAD');
      }
      const head = await http.head('/en/about');
      expect(head.status()).toBe(200);
      expect(await head.body()).toHaveLength(0);
      await http.dispose();
    });

    test('/ and pages without a language go to the stored choice, the browser languages, then az', async ({
      baseURL,
    }) => {
      const http = await client(server, baseURL);
      const cases: [headers: Record<string, string>, language: string][] = [
        [{ cookie: 'lang=tr', 'accept-language': 'ru' }, 'tr'],
        [{ cookie: 'lang=xx', 'accept-language': 'ru' }, 'ru'],
        [{ 'accept-language': 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7' }, 'ru'],
        [{ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, 'en'],
        [{ 'accept-language': 'tr;q=0.2, en;q=0.9' }, 'en'],
        [{ 'accept-language': 'en-GB;q=0.8, az-AZ;q=0.9' }, 'az'],
        [{ 'accept-language': 'fr, *;q=0.1' }, 'az'],
        [{ 'accept-language': 'en;q=0, ru;q=0.3' }, 'ru'],
        [{ 'accept-language': 'de' }, 'az'],
        [{}, 'az'],
      ];
      for (const [headers, language] of cases) {
        for (const [address, target] of [
          ['/', `/${language}`],
          ['/contact?x=1', `/${language}/contact?x=1`],
          ['/products/cnc-laser/three-chuck-tube', `/${language}/products/cnc-laser/3-chuck-tube`],
        ] as const) {
          const response = await http.get(address, { headers });
          const where = `${address} ${JSON.stringify(headers)}`;
          expect(response.status(), where).toBe(302);
          expect(response.headers().location, where).toBe(target);
          expect(response.headers().vary, where).toMatch(/Accept-Language, Cookie/);
          expect(response.headers()['cache-control'], where).toBe('private, no-cache');
        }
      }
      await http.dispose();
    });

    test('the content editor at /admin/: its own policy, never indexed, out of the sitemap', async ({
      baseURL,
    }) => {
      const http = await client(server, baseURL);
      const moved = await http.get('/admin');
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe('/admin/');
      const editor = await http.get('/admin/');
      expect(editor.status()).toBe(200);
      expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(editor.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(editor.headers()['content-security-policy']).toBe(
        editorFileHeaders['Content-Security-Policy'],
      );
      // It may talk to the git host it was built for, and never to a port on the visitor's machine.
      expect(editor.headers()['content-security-policy']).toContain(
        "connect-src 'self' blob: https://api.github.com;",
      );
      const config = await http.get('/admin/config.yml');
      expect(await config.text()).toContain('file: shared/content/company.json');
      // The site's pages keep their own, strict policy.
      const page = await http.get('/en/contact');
      expect(page.headers()['content-security-policy']).toBe(
        siteHeaders['Content-Security-Policy'],
      );
      expect(page.headers()['x-robots-tag']).toBeUndefined();
      expect(await (await http.get('/sitemap.xml')).text()).not.toContain('/admin');
      await http.dispose();
    });

    test('serves the offline worker fresh from the root, and the offline pages', async ({
      baseURL,
    }) => {
      const http = await client(server, baseURL);
      const worker = await http.get('/sw.js');
      expect(worker.status()).toBe(200);
      // Revalidated on every check, so a release reaches visitors at once; its scope is `/`.
      expect(worker.headers()['cache-control']).toBe('no-cache');
      expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
      const offline = await http.get('/offline/ru.html');
      expect(offline.status()).toBe(200);
      const html = await offline.text();
      expect(html).toContain('<html lang="ru" data-status="offline"');
      expect(html).toContain(inHtml(words.ru.common('offline.title')));
      await http.dispose();
    });

    test('sends text files precompressed: br, gzip, or as they are', async ({ baseURL }) => {
      const http = await client(server, baseURL);
      const html = await http.get('/en/products');
      // The client's entry, named for the page's loader.
      const script = (await html.text()).match(
        /name="site-client" content="(\/assets\/[^"]+\.js)"/,
      )?.[1];
      const style = (await html.text()).match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
      for (const file of [
        '/en/products',
        script!,
        style!,
        '/mfe/products/remoteEntry.js',
        '/sitemap.xml',
      ]) {
        for (const [accept, encoding] of [
          ['br, gzip', 'br'],
          ['gzip', 'gzip'],
          ['identity', undefined],
        ] as const) {
          const response = await http.get(file, { headers: { 'accept-encoding': accept } });
          expect(response.status(), file).toBe(200);
          expect(response.headers()['content-encoding'], `${file} for ${accept}`).toBe(encoding);
        }
      }
      await http.dispose();
    });
  });
}

test.describe('both servers', () => {
  const table: [method: string, address: string, headers?: Record<string, string>][] = [
    ['GET', '/en'],
    ['GET', '/ru/about', { 'accept-encoding': 'br' }],
    ['GET', '/az/products/cnc-laser/round-tube', { 'accept-encoding': 'gzip' }],
    ['GET', '/tr/nope', { 'accept-encoding': 'br' }],
    ['GET', '/nope', { 'accept-language': 'tr', 'accept-encoding': 'gzip' }],
    ['GET', '/', { 'accept-language': 'ru' }],
    ['GET', '/about', { cookie: 'lang=en' }],
    ['GET', '/en/products/cnc-laser/h-profile'],
    ['GET', '/%E0%A4%A'],
    ['POST', '/en'],
    ['GET', '/remotes.json'],
    ['GET', '/sitemap.xml', { 'accept-encoding': 'br' }],
    ['GET', '/robots.txt'],
    ['GET', '/favicon.svg'],
    ['GET', '/icon-192.png'],
    ['GET', '/manifest.webmanifest'],
    ['GET', '/sw.js', { 'accept-encoding': 'br' }],
    ['GET', '/offline/ru.html'],
    ['GET', '/mfe/products/remoteEntry.js', { 'accept-encoding': 'br' }],
    ['GET', '/mfe/showcase/mf-manifest.json'],
    ['GET', '/mfe/services/nope.js'],
    ['GET', '/assets/nope.css'],
    ['GET', '/admin'],
    ['GET', '/admin/', { 'accept-encoding': 'br' }],
    ['GET', '/admin/config.yml'],
    ['GET', '/admin/decap-cms.js', { 'accept-encoding': 'gzip' }],
    ['GET', '/admin/nope.js'],
  ];
  // What may differ: when and how the server says it (dates, ETag formats, its name), and the
  // body of a redirect (each server writes its own short note; the Location is compared).
  const incidental = new Set([
    'date',
    'etag',
    'last-modified',
    'server',
    'connection',
    'keep-alive',
    'accept-ranges',
    'transfer-encoding',
  ]);
  const normal = (headers: Record<string, string>, redirect: boolean) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(
          ([name]) =>
            !incidental.has(name) &&
            !(redirect && (name === 'content-length' || name === 'content-type')),
        )
        .map(([name, value]) => [
          name,
          name === 'vary' ? value.split(/,\s*/).sort().join(', ') : value,
        ]),
    );

  test('answer the same addresses with the same status, headers and bytes', async ({ baseURL }) => {
    const node = await client('node', baseURL);
    const nginxClient = await client('nginx', baseURL);
    for (const [method, address, headers = {}] of table) {
      const a = await node.fetch(address, { method, headers });
      const b = await nginxClient.fetch(address, { method, headers });
      const where = `${method} ${address} ${JSON.stringify(headers)}`;
      expect(b.status(), where).toBe(a.status());
      const redirect = a.status() >= 300 && a.status() < 400;
      expect({ where, ...normal(b.headers(), redirect) }).toEqual({
        where,
        ...normal(a.headers(), redirect),
      });
      if (!redirect) expect((await b.body()).equals(await a.body()), `${where} body`).toBe(true);
    }
    await node.dispose();
    await nginxClient.dispose();
  });

  test('send every security header with every answer', async ({ baseURL }) => {
    for (const server of servers) {
      const http = await client(server, baseURL);
      for (const [method, address, headers] of [
        ...table,
        ['GET', `/assets/${stylesheet}`] as const,
        ['GET', '/pagefind/pagefind-worker.js'] as const,
      ]) {
        const response = await http.fetch(address, { method, headers });
        // The content editor's files have their own policy; everything else the site's, but a
        // script, stylesheet or picture a page loads carries none (a policy is a document's
        // or a worker's: sw.js and the search's worker keep it).
        const editorFile = address.startsWith('/admin/') && response.status() === 200;
        const subresource = !editorFile && response.status() === 200 && !fileNeedsPolicy(address);
        for (const [name, value] of Object.entries(editorFile ? editorFileHeaders : siteHeaders)) {
          expect(
            response.headers()[name.toLowerCase()],
            `${server} ${method} ${address} ${name}`,
          ).toBe(subresource && name === 'Content-Security-Policy' ? undefined : value);
        }
      }
      await http.dispose();
    }
  });

  test('read remotes.json and the style hashes fresh: a team deploys without a restart', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-'));
    const shellDir = path.join(root, 'shell');
    await cp(defaultShellDir, shellDir, { recursive: true });
    const node = createSiteServer({ shellDir });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const ownNginx = await startNginx({
      dir: path.join(root, 'nginx'),
      shellDir,
      mounts: defaultMounts,
    });
    try {
      const file = path.join(shellDir, 'remotes.json');
      const hashesFile = path.join(shellDir, 'inline-hashes.json');
      const config = JSON.parse(await readFile(file, 'utf8'));
      for (const origin of [
        `http://127.0.0.1:${(node.address() as { port: number }).port}`,
        `http://127.0.0.1:${ownNginx.port}`,
      ]) {
        const http = await playwrightRequest.newContext({ baseURL: origin });
        config.remotes.products_mfe = '/mfe/products/2026-11-24/mf-manifest.json';
        await writeFile(file, JSON.stringify(config));
        expect((await (await http.get('/remotes.json')).json()).remotes.products_mfe).toContain(
          '2026-11-24',
        );
        config.remotes.products_mfe = '/mfe/products/mf-manifest.json';
        await writeFile(file, JSON.stringify(config));
        expect((await (await http.get('/remotes.json')).json()).remotes.products_mfe).toBe(
          '/mfe/products/mf-manifest.json',
        );
        // The products team prerenders its section: its pages' inline styles have a new hash.
        const hashes = JSON.parse(await readFile(hashesFile, 'utf8'));
        const styles = hashes['style-src'];
        const renewed = styleHash(`main { color: #${origin.length}${Date.now()}; }`);
        await writeFile(
          hashesFile,
          JSON.stringify({ ...hashes, 'style-src': { ...styles, products_mfe: renewed } }),
        );
        const policy = (await http.get('/en/products')).headers()['content-security-policy'];
        expect(policy, origin).toContain(`style-src 'self' `);
        expect(policy, origin).toContain(renewed);
        expect(policy, origin).not.toContain(styles.products_mfe);
        expect(policy, origin).toContain(Object.values(hashes['script-src'])[0]);
        await http.dispose();
      }
    } finally {
      node.close();
      await ownNginx.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  test('on nginx, the switcher stores the choice and / opens it, with scripts and without', async ({
    browser,
  }) => {
    const origin = `http://127.0.0.1:${nginx!.port}`;
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/en`);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
    await page.getByRole('button', { name: `${words.en.shell('language.label')}: EN` }).click();
    await page.getByRole('link', { name: languageNames.ru }).click();
    await expect(page).toHaveURL(`${origin}/ru`);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang'))
      .toMatchObject({ value: 'ru', sameSite: 'Lax' });
    const cookie = (await context.cookies()).find((entry) => entry.name === 'lang')!;
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await context.close();

    const noScripts = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    await noScripts.addCookies([{ name: 'lang', value: 'tr', url: origin }]);
    const plain = await noScripts.newPage();
    await plain.goto(`${origin}/`);
    await expect(plain).toHaveURL(`${origin}/tr`);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(/./);
    await noScripts.close();
  });
});
