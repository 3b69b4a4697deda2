import { cp, mkdtemp, readFile, readdir, readlink, rm, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '@site/deploy/nginx/startNginx';
import { startVarnish } from '@site/deploy/varnish/startVarnish';
import { createReleaseServer } from '@site/server/releaseServer';
import { releaseSections } from '@site/server/releaseLayout';
import { contentFolders } from '@site/tooling/content/contentFiles';
import { expect, test } from '../support/fixtures';
import { releaseCommand } from '../support/releaseCommands';
import { languages } from '../support/site';
import { startSshd } from '../support/sshd';
import { company, words } from '../support/words';

// Each team releases its section in one command (deploy/release/), here onto a folder the tests
// serve with nginx behind Varnish (the CDN edge) and with the Node server, and over SSH to an
// sshd of this run. The tests run in order: each builds on the releases before it.
test.describe.configure({ mode: 'serial' });

const workspace = path.resolve(import.meta.dirname, '../..');
const target = path.join(workspace, 'tests/.fixtures/release-target');
const origin = company.siteOrigin;

let scratch: string;
const stops: Array<() => Promise<unknown>> = [];
let edge = '';
let nginxOrigin = '';
let nodeOrigin = '';
let ssh: Awaited<ReturnType<typeof startSshd>>;

const liveId = async (section: string) =>
  path.basename(await readlink(path.join(target, 'live', section)));

/** The id a release command announced (`products: building release <id> from …`). */
const releaseIdIn = (output: string) => /building release (\S+) from/.exec(output)?.[1] ?? '';

/** Every page of a live section's release, by its address. */
async function pagesOf(section: string): Promise<string[]> {
  const pages = path.join(target, 'live', section, 'pages');
  return (await readdir(pages, { recursive: true }))
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${path.dirname(file)}`);
}

/** What each address answers now, its bytes as a visitor's browser gets them (Brotli off). */
async function bytesOf(base: string, addresses: string[]) {
  return Object.fromEntries(
    await Promise.all(
      addresses.map(async (address) => {
        const answer = await fetch(`${base}${address}`, {
          headers: { 'accept-encoding': 'identity' },
        });
        return [address, `${answer.status} ${await answer.text()}`] as const;
      }),
    ),
  );
}

test.beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'releases-'));
  await rm(target, { recursive: true, force: true });
  // Each server is stopped after the tests, also when a later one fails to start.
  ssh = await startSshd(path.join(scratch, 'sshd'));
  stops.unshift(ssh.stop);
  const nginx = await startNginx({
    dir: path.join(scratch, 'nginx'),
    release: { root: target, origin },
  });
  stops.unshift(nginx.stop);
  const varnish = await startVarnish({ origin: { port: nginx.port } });
  stops.unshift(varnish.stop);
  const node: Server = createReleaseServer({ root: target, origin });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  stops.unshift(() => new Promise((resolve) => node.close(resolve)));
  nginxOrigin = `http://127.0.0.1:${nginx.port}`;
  edge = `http://127.0.0.1:${varnish.port}`;
  nodeOrigin = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  for (const stop of stops) await stop();
  await rm(scratch, { recursive: true, force: true });
});

let losingProducts = '';

test('the shell, then three sections at the same moment: all live, one of two products', async ({
  page,
}) => {
  const shell = await releaseCommand(['release', 'shell', '--to', target]);
  expect(shell.code, shell.output).toBe(0);
  const [services, productsA, productsB, showcase] = await Promise.all(
    ['services', 'products', 'products', 'showcase'].map((section) =>
      releaseCommand(['release', section, '--to', target]),
    ),
  );
  expect(services!.code, services!.output).toBe(0);
  expect(showcase!.code, showcase!.output).toBe(0);
  // Two releases of products at once: one wins, the other stops and says so.
  const products = [productsA!, productsB!];
  expect(products.map((result) => result.code).sort()).toEqual([0, 1]);
  const lost = products.find((result) => result.code === 1)!;
  expect(lost.output).toMatch(/went live while .* was being made; nothing was switched/);
  losingProducts = releaseIdIn(lost.output);
  expect(await liveId('products')).toBe(releaseIdIn(products.find((r) => r.code === 0)!.output));

  // What CI runs on every push: each section against its live release's commit; nothing
  // changed since, so nothing is built and nothing switched.
  const liveNow = await Promise.all(releaseSections.map((section) => liveId(section)));
  const changed = await releaseCommand(['release', '--changed', 'live', '--to', target]);
  expect(changed.code, changed.output).toBe(0);
  for (const [index, section] of releaseSections.entries()) {
    expect(changed.output).toContain(
      `${section}: unchanged since its live release ${liveNow[index]}.`,
    );
  }
  // A range of commits that touches no section releases nothing either.
  const none = await releaseCommand(['release', '--changed', 'HEAD..HEAD', '--to', target]);
  expect(none.code, none.output).toBe(0);
  expect(none.output).toContain('products: unchanged in HEAD..HEAD.');

  // Both sections' pages are in the sitemap and the search, through the edge.
  const index = await (await fetch(`${edge}/sitemap.xml`)).text();
  for (const section of releaseSections) {
    expect(index).toContain(`<loc>${origin}/sitemaps/${section}.xml</loc>`);
  }
  for (const [section, address] of [
    ['services', '/en/services/metal-construction'],
    ['products', '/en/products/cnc-laser/single-platform'],
  ]) {
    const sitemap = await (await fetch(`${edge}/sitemaps/${section}.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}${address}</loc>`);
  }
  await page.goto(`${edge}/en/search?q=${encodeURIComponent('laser')}`);
  for (const section of ['services', 'products']) {
    await expect(page.locator(`main a[href^="/en/${section}/"]`).first()).toBeVisible();
  }
});

test('a release that lost a file on its way, or whose build fails, changes nothing live', async () => {
  const live = await liveId('products');
  const addresses = (await pagesOf('products')).filter((address) => address.startsWith('/en/'));
  const before = await bytesOf(nodeOrigin, addresses);

  // The losing release is on the target, not live: a chunk of it goes missing.
  const code = path.join(target, 'releases/products', losingProducts, 'code/assets');
  const chunk = (await readdir(code)).find((file) => file.endsWith('.js'))!;
  await rm(path.join(code, chunk));
  const promoted = await releaseCommand(['promote', 'products', losingProducts, '--to', target]);
  expect(promoted.code).toBe(1);
  expect(promoted.output).toContain(
    `releases/products/${losingProducts}/code/assets/${chunk} is missing`,
  );
  expect(promoted.output).toContain('did not go live; the live site is as it was');
  // Nor can a rollback make it live.
  const rolled = await releaseCommand(['rollback', 'products', losingProducts, '--to', target]);
  expect(rolled.code).toBe(1);
  expect(rolled.output).toContain(
    `releases/products/${losingProducts}/code/assets/${chunk} is missing`,
  );
  expect(rolled.output).toContain('is not whole');

  // A build that fails: the words staff saved are not valid JSON.
  const content = path.join(scratch, 'broken-content');
  for (const folder of contentFolders) {
    await cp(path.join(workspace, folder), path.join(content, folder), { recursive: true });
  }
  const broken = 'products-mfe/content/pages/products/en/words.json';
  await writeFile(path.join(content, broken), '{ "catalog": ');
  const failed = await releaseCommand(['release', 'products', '--to', target], {
    SITE_CONTENT: content,
  });
  expect(failed.code).toBe(1);
  expect(failed.output).toContain(broken);

  expect(await liveId('products')).toBe(live);
  expect(await bytesOf(nodeOrigin, addresses)).toEqual(before);
});

let productsBefore: Record<string, string> = {};

test('a products release over SSH: the edge shows its words, figures and code whole, an open tab moves on', async ({
  page,
  browser,
}) => {
  const services = await liveId('services');
  const servicesPages = await pagesOf('services');
  const servicesBefore = await bytesOf(nodeOrigin, servicesPages);
  const productsPages = await pagesOf('products');
  productsBefore = await bytesOf(nodeOrigin, productsPages);

  // A visitor has the CNC list open in a tab since before the release.
  const tab = await browser.newPage();
  const failed: string[] = [];
  tab.on('response', (answer) => {
    if (answer.status() >= 400 && answer.url().includes('/mfe/')) failed.push(answer.url());
  });
  await tab.goto(`${edge}/en/products/cnc-laser`);
  await expect(tab.locator('html')).toHaveAttribute('data-render', /hydrated|client/);

  // The equipment team changes a heading in four languages and a machine's top speed.
  const content = path.join(scratch, 'edited-content');
  for (const folder of contentFolders) {
    await cp(path.join(workspace, folder), path.join(content, folder), { recursive: true });
  }
  const titles = {
    az: 'Dəzgahlar',
    tr: 'Tezgâhlar',
    en: 'Machines for steel',
    ru: 'Станки для стали',
  };
  for (const language of languages) {
    const file = path.join(content, `products-mfe/content/pages/products/${language}/words.json`);
    const pageWords = JSON.parse(await readFile(file, 'utf8'));
    pageWords.catalog.title = titles[language];
    await writeFile(file, JSON.stringify(pageWords, null, 2));
  }
  const figures = path.join(content, 'products-mfe/content/cnc-laser/machines.json');
  const machines = JSON.parse(await readFile(figures, 'utf8'));
  machines['single-platform'].specifications.maxSpeed.value = 140;
  await writeFile(figures, JSON.stringify(machines, null, 2));

  const released = await releaseCommand(
    ['release', 'products', '--to', ssh.url(target), '--origin', nginxOrigin],
    { ...ssh.env, SITE_CONTENT: content },
  );
  expect(released.code, released.output).toBe(0);
  const id = releaseIdIn(released.output);
  expect(await liveId('products')).toBe(id);

  // The next request through the edge: the new words with the new code, in every language.
  const remotes = await (await fetch(`${edge}/remotes.json`)).json();
  expect(remotes.remotes.products_mfe).toBe(`/mfe/products/${id}/mf-manifest.json`);
  for (const language of languages) {
    const html = await (await fetch(`${edge}/${language}/products`)).text();
    expect(html).toContain(titles[language]);
    expect(html).toContain(`/mfe/products/${id}/`);
    const machine = await (
      await fetch(`${edge}/${language}/products/cnc-laser/single-platform`)
    ).text();
    const label = words[language].page('cnc-laser', 'specs.maxSpeed');
    expect(machine).toMatch(new RegExp(`<th scope="row">${label}</th><td>140\\s`));
  }
  // A returning visitor carries the `lang` cookie: the edge still answers a hashed file from its
  // copy (Varnish names two requests in X-Varnish on a hit), and still asks the origin for a page.
  const cookie = { Cookie: 'lang=en' };
  const manifestUrl = `${edge}/mfe/products/${id}/mf-manifest.json`;
  const manifest = await (await fetch(manifestUrl, { headers: cookie })).json();
  const script = new URL(manifest.exposes[0].assets.js.sync[0], manifestUrl).href;
  expect(script).toContain(`/mfe/products/${id}/assets/`);
  const first = await fetch(script, { headers: cookie });
  expect(first.status).toBe(200);
  const again = await fetch(script, { headers: cookie });
  expect(again.headers.get('x-varnish')).toMatch(/^\d+ \d+$/);
  expect(await again.text()).toBe(await first.text());
  expect(await (await fetch(`${edge}/en/products`, { headers: cookie })).text()).toContain(
    titles.en,
  );
  // The search finds the new words; the sitemap still lists the section's pages.
  const search = await browser.newPage();
  await search.goto(`${edge}/en/search?q=${encodeURIComponent('steel machines')}`);
  await expect(
    search.getByRole('main').getByRole('link').filter({ hasText: titles.en }).first(),
  ).toBeVisible();
  await search.close();
  const sitemap = await (await fetch(`${edge}/sitemaps/products.xml`)).text();
  expect(sitemap).toContain(`<loc>${origin}/en/products/cnc-laser/single-platform</loc>`);

  // The metal-construction team's section is as it was, byte for byte.
  expect(await liveId('services')).toBe(services);
  expect(await bytesOf(nodeOrigin, servicesPages)).toEqual(servicesBefore);

  // The open tab: a notice of the new release, and the next link loads it whole.
  await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(
    tab.getByRole('status').filter({ hasText: words.en.shell('release.text') }),
  ).toBeVisible();
  await tab
    .getByRole('navigation', { name: words.en.shell('header.primaryNav') })
    .getByRole('link', { name: words.en.navigation('products', 'products'), exact: true })
    .click();
  await expect(tab).toHaveURL(`${edge}/en/products`);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(titles.en);
  await expect(tab.locator('html')).toHaveAttribute('data-render', /hydrated|client/);
  expect(failed).toEqual([]);
  await tab.close();
  await page.close();
});

test('rollback: every page of the section answers the bytes that were live before', async () => {
  const rolled = await releaseCommand(['rollback', 'products', '--to', target]);
  expect(rolled.code, rolled.output).toBe(0);
  expect(await bytesOf(nodeOrigin, Object.keys(productsBefore))).toEqual(productsBefore);
  expect(await bytesOf(edge, Object.keys(productsBefore))).toEqual(productsBefore);
  const list = await releaseCommand(['list', '--to', target]);
  expect(list.output).toMatch(/rollback products \S+ \(was \S+\) by /);
});

test('prune keeps the live release, the one before it, any younger than a year and a day, and an upload still arriving', async () => {
  const releases = path.join(target, 'releases/services');
  const old = new Date(Date.now() - 2 * 366 * 24 * 3600 * 1000).toISOString();
  const young = new Date(Date.now() - 300 * 24 * 3600 * 1000).toISOString();
  const made = {
    '20240101T000000Z-aaaaaaa-0001': old,
    '20240102T000000Z-aaaaaaa-0002': old,
    '20250301T000000Z-aaaaaaa-0003': young,
  };
  const live = await liveId('services');
  for (const [id, builtAt] of Object.entries(made)) {
    await cp(path.join(releases, live), path.join(releases, id), { recursive: true });
    const info = path.join(releases, id, 'release.json');
    const release = JSON.parse(await readFile(info, 'utf8'));
    await writeFile(info, JSON.stringify({ ...release, id, builtAt }));
  }
  // Two uploads that broke off before their release.json: one two days ago, one still arriving.
  const brokenOff = path.join(releases, '20240103T000000Z-aaaaaaa-0004');
  const arriving = path.join(releases, '20240104T000000Z-aaaaaaa-0005');
  for (const folder of [brokenOff, arriving]) {
    await cp(path.join(releases, live, 'code'), path.join(folder, 'code'), { recursive: true });
  }
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  await utimes(brokenOff, twoDaysAgo, twoDaysAgo);
  const pruned = await releaseCommand(['prune', '--to', target, '--keep', '1']);
  expect(pruned.code, pruned.output).toBe(0);
  expect(pruned.output).toContain('20240103T000000Z-aaaaaaa-0004 (upload never finished)');
  expect((await readdir(releases)).sort()).toEqual(
    [live, '20250301T000000Z-aaaaaaa-0003', '20240104T000000Z-aaaaaaa-0005'].sort(),
  );
  // The products section keeps its live release and the one it replaced.
  const products = await readdir(path.join(target, 'releases/products'));
  expect(products).toContain(await liveId('products'));
});
