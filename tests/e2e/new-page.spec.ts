import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { styleHash } from '@site/server/headers';
import { createSiteServer, defaultMounts, defaultShellDir } from '@site/server/siteServer';
import { expect, test } from '../support/fixtures';
import { words } from '../support/words';

const run = promisify(execFile);
const workspace = path.resolve(defaultShellDir, '../..');

// showcase-mfe rebuilt alone with one more page, /faq (tests/scripts/buildRemoteWithNewPage.mjs).
// The page's title and menu label are that script's own words, written there, not content.
const release = path.join(workspace, 'tests/.fixtures/showcase-faq');

test('a remote adds a top-level page by deploying itself and editing remotes.json, no shell build', async ({
  browser,
}) => {
  const root = await mkdtemp(path.join(tmpdir(), 'site-'));
  const shellDir = path.join(root, 'shell');
  // With their times: the prerender's precompress then redoes only the pages it writes.
  await cp(defaultShellDir, shellDir, { recursive: true, preserveTimestamps: true });
  const shellFiles = await readFile(path.join(shellDir, 'index.html'), 'utf8');

  // The showcase team's deploy: its new release, re-pointed, with its new mount.
  const remotesFile = path.join(shellDir, 'remotes.json');
  const remotes = JSON.parse(await readFile(remotesFile, 'utf8'));
  remotes.remotes.showcase_mfe = '/releases/showcase-faq/mf-manifest.json';
  remotes.mounts.faq = 'showcase_mfe';
  await writeFile(remotesFile, JSON.stringify(remotes, null, 2));
  const mounts = { ...defaultMounts, '/releases/showcase-faq/': release };

  // Its section's prerender, against the deployed shell.
  await run(
    'node',
    [
      path.join(workspace, 'tooling/prerender/prerender.js'),
      '--section',
      'showcase_mfe',
      '--shell',
      shellDir,
      '--serve',
      `/releases/showcase-faq/=${release}`,
    ],
    { cwd: path.join(workspace, 'shell') },
  );
  expect(await readFile(path.join(shellDir, 'index.html'), 'utf8')).toBe(shellFiles);

  const server = createSiteServer({ shellDir, mounts });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = await browser.newPage();
  try {
    const answer = await page.request.get(`${base}/ru/faq`);
    const html = await answer.text();
    expect(html).toContain('<h1');
    // The section's new first-paint styles are inline, and the server allows them by their hash.
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('{');
    expect(answer.headers()['content-security-policy']).toContain(styleHash(inline));
    expect(html).toContain('Частые вопросы');
    const sitemap = await (await page.request.get(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/en/faq</loc>');

    await page.goto(`${base}/ru/faq`);
    const nav = page.getByRole('navigation', { name: words.ru.shell('header.primaryNav') });
    await expect(nav.getByRole('link', { name: 'Вопросы' })).toHaveAttribute('href', '/ru/faq');
    // A page of another section, prerendered before this deploy, learns the new menu too.
    await page.goto(`${base}/en/products`);
    const mainNav = page.getByRole('navigation', { name: words.en.shell('header.primaryNav') });
    await expect(mainNav.getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'href',
      '/en/faq',
    );
    await mainNav.getByRole('link', { name: 'Questions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  } finally {
    await page.close();
    server.close();
    await rm(root, { recursive: true, force: true });
  }
});
