import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { editorHeaders, securityHeaders, transportSecurity } from '@site/server/headers';
import { readEditorBackend } from '@site/server/editorBackend';
import { nginxAvailable, startNginx } from '@site/deploy/nginx/startNginx';
import { readInlineHashes } from '@site/server/inlineHashes';
import { defaultShellDir, editorDir } from '@site/server/siteLayout';
import { expect, test } from '../support/fixtures';
import { pageHeadings } from '../support/headings';

// The production configuration with a certificate (`pnpm nginx:config -- --tls-certificate …`):
// nginx speaks HTTPS with the site's answers and HSTS, and its plain-http server sends every
// address over. The certificate is made here for 127.0.0.1 and trusted by this test only.
// One nginx for the three tests, in order in one worker.
test.describe.configure({ mode: 'default' });
let dir = '';
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let authority: Buffer;
/** What browsers reported to the operator's collector of policy reports (SITE_CSP_REPORTS). */
const reports: { type: string; body: string }[] = [];
let collector: Server | undefined;
let reportTo = '';
/** The editor's own host name (`--admin-host`). */
const adminHost = 'admin.test';

test.beforeAll(async () => {
  expect(nginxAvailable(), 'nginx with its modules and OpenSSL (README)').toBe(true);
  dir = await mkdtemp(path.join(tmpdir(), 'e2e-https-'));
  const certificate = path.join(dir, 'site.crt');
  const key = path.join(dir, 'site.key');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    `subjectAltName=IP:127.0.0.1,DNS:${adminHost}`,
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  authority = await readFile(certificate);
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      reports.push({ type: request.headers['content-type'] ?? '', body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => collector!.listen(0, '127.0.0.1', resolve));
  reportTo = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/csp`;
  nginx = await startNginx({
    dir: path.join(dir, 'nginx'),
    tls: { certificate, key },
    reportTo,
    adminHost,
  });
});
test.afterAll(async () => {
  await nginx?.stop();
  collector?.close();
  await rm(dir, { recursive: true, force: true });
});

/** One request over HTTPS, trusting only the test's certificate; `host` names the site asked. */
const secureGet = (address: string, host?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; version: string }>(
    (resolve, reject) => {
      https
        .get(
          `https://127.0.0.1:${nginx!.port}${address}`,
          { ca: authority, ...(host ? { headers: { host }, servername: host } : {}) },
          (response) => {
            const version = (response.socket as TLSSocket).getProtocol() ?? '';
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, version }),
            );
          },
        )
        .on('error', reject);
    },
  );

test('nginx answers over HTTPS with the site’s headers, HSTS and a modern TLS', async () => {
  const expected = {
    ...securityHeaders({ ...readInlineHashes(defaultShellDir), reportTo }),
    ...transportSecurity,
  };
  for (const address of ['/en', '/ru/products', '/robots.txt', '/en/no-such-page']) {
    const answer = await secureGet(address);
    expect(answer.status, address).toBe(address.includes('no-such') ? 404 : 200);
    for (const [name, value] of Object.entries(expected)) {
      expect(answer.headers[name.toLowerCase()], `${address} ${name}`).toBe(value);
    }
    expect(['TLSv1.2', 'TLSv1.3'], address).toContain(answer.version);
  }
});

test('the content editor answers on its own host name only, never beside the site’s pages', async () => {
  // On the site's host, /admin/ is an address like any other that is not a page.
  expect((await secureGet('/admin/')).status).toBe(404);
  expect((await secureGet('/admin/config.yml')).status).toBe(404);

  const editor = await secureGet('/admin/', adminHost);
  expect(editor.status).toBe(200);
  const expected = {
    ...editorHeaders({ backend: readEditorBackend(editorDir) }),
    ...transportSecurity,
  };
  for (const [name, value] of Object.entries(expected)) {
    expect(editor.headers[name.toLowerCase()], name).toBe(value);
  }
  expect(editor.headers['content-security-policy']).not.toMatch(/localhost|127\.0\.0\.1/);
  expect((await secureGet('/admin/config.yml', adminHost)).status).toBe(200);
  // Nothing of the site there: its pages, files and the language redirect are not on that host.
  for (const address of ['/en', '/robots.txt', '/assets/', '/mfe/products/mf-manifest.json']) {
    expect((await secureGet(address, adminHost)).status, address).toBe(404);
  }
  const root = await secureGet('/', adminHost);
  expect(root.status).toBe(301);
  expect(root.headers.location).toBe('/admin/');
});

test('plain http moves every address to HTTPS, path and query kept', async () => {
  for (const address of ['/', '/en/products?utm_source=x', '/admin/', '/assets/missing.js']) {
    const answer = await fetch(`http://127.0.0.1:${nginx!.httpPort}${address}`, {
      redirect: 'manual',
    });
    expect(answer.status, address).toBe(301);
    expect(answer.headers.get('location'), address).toBe(
      `https://127.0.0.1:${nginx!.port}${address}`,
    );
  }
});

test('a visitor’s browser opens the site over HTTPS and it runs under the policy', async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto(`https://127.0.0.1:${nginx!.port}/az/contact`);
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeadings.get('contact')!.az);
  expect(refused).toEqual([]);

  // Code the policy blocks is reported to the address the operator named.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  const [report] = reports;
  expect(report!.type).toBe('application/csp-report');
  expect(JSON.parse(report!.body)['csp-report']).toMatchObject({
    'document-uri': `https://127.0.0.1:${nginx!.port}/az/contact`,
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  });
  await context.close();
});
