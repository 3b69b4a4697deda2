import { readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultMounts, defaultShellDir } from '@site/server/siteServer';
import { startNginx } from '@site/deploy/nginx/startNginx';
import { expect, test } from '../support/fixtures';

// Every file the build writes, asked of the Node server and of nginx by its address: the same
// status, type, encoding, cache rule and security headers from both, and the same length. The
// compressed copies (.br, .gz) are answers to Accept-Encoding, asked for with it, not files.
let nginx: { port: number; stop: () => Promise<unknown> } | undefined;

test.beforeAll(async () => {
  nginx = await startNginx({ dir: await mkdtemp(path.join(tmpdir(), 'every-file-nginx-')) });
});
test.afterAll(async () => {
  await nginx?.stop();
});

/** Every file below a folder, as addresses below `prefix`. */
const addressesIn = (dir: string, prefix: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
    .map((entry) => `${prefix}${path.relative(dir, path.join(entry.parentPath, entry.name))}`);

const addresses = [
  ...addressesIn(defaultShellDir, '/'),
  ...Object.entries(defaultMounts).flatMap(([prefix, dir]) => addressesIn(dir, prefix)),
].map((address) => address.split(path.sep).join('/'));

const compared = [
  'content-type',
  'content-encoding',
  'content-length',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'vary',
  'location',
];

/** What a server answers to one address: its status and the compared headers. */
async function answerOf(origin: string, address: string) {
  const answer = await fetch(`${origin}${encodeURI(address)}`, {
    headers: { 'Accept-Encoding': 'br, gzip' },
    redirect: 'manual',
  });
  await answer.arrayBuffer();
  return {
    status: answer.status,
    ...Object.fromEntries(compared.map((name) => [name, answer.headers.get(name)])),
  };
}

test('every file of the build: the same answer from Node and nginx', async ({ baseURL }) => {
  // The walk found the build: its pages in four languages, the assets and the search index.
  expect(addresses.length).toBeGreaterThan(500);
  const differ: string[] = [];
  const queue = [...addresses];
  const worker = async () => {
    for (let address = queue.shift(); address; address = queue.shift()) {
      const [node, fromNginx] = await Promise.all([
        answerOf(baseURL!, address),
        answerOf(`http://127.0.0.1:${nginx!.port}`, address),
      ]);
      if (JSON.stringify(node) !== JSON.stringify(fromNginx)) {
        differ.push(
          `${address}\n  node:  ${JSON.stringify(node)}\n  nginx: ${JSON.stringify(fromNginx)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(differ.slice(0, 20).join('\n'), `${differ.length} of ${addresses.length} differ`).toBe('');
});
