import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInlineHashes } from '@site/server/inlineHashes';
import { styleHash, wellFormedHash } from '@site/server/headers';
// nginx's reader, run here as plain JavaScript: njs is a subset of it.
import njsInlineHashes from '../njs/inlineHashes.js';

const good = styleHash('body{margin:0}');
const sha512 = `'sha512-${'A'.repeat(86)}=='`;
let shellDir = '';

beforeAll(async () => {
  shellDir = await mkdtemp(path.join(tmpdir(), 'inline-hashes-'));
  await writeFile(
    path.join(shellDir, 'inline-hashes.json'),
    JSON.stringify({
      'script-src': { 'client-loader': good, hand: "'unsafe-inline'" },
      'style-src': {
        a: sha512,
        b: '*; script-src *',
        c: `${good} 'unsafe-eval'`,
        d: "'sha256-short='",
        e: "'nonce-abc'",
        f: 42,
      },
    }),
  );
});
afterAll(() => rm(shellDir, { recursive: true, force: true }));

describe('inline hashes that are not hashes', () => {
  it('are left out of the policy by the Node server', () => {
    expect(readInlineHashes(shellDir)).toEqual({ scripts: [good], styles: [sha512] });
  });

  it('are left out by nginx alike', () => {
    const request = { variables: { site_shell: shellDir } };
    expect(njsInlineHashes.scripts(request)).toBe(` ${good}`);
    expect(njsInlineHashes.styles(request)).toBe(` ${sha512}`);
  });
});

it('nginx reads hashes with the pattern of the Node server, for a build and a release target', async () => {
  for (const file of ['inlineHashes.js', 'release.js']) {
    const source = await readFile(path.join(import.meta.dirname, '../njs', file), 'utf8');
    expect(source, file).toContain(`var wellFormedHash = /${wellFormedHash.source}/;`);
  }
});
