import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountOwnPages, mountsOf } from '../prerender/ownMounts.js';

let shellDir: string;
const remotes = {
  loadTimeoutMs: 10_000,
  remotes: {
    services_mfe: '/mfe/services/20261128T100000Z-aaaaaaa-0001/mf-manifest.json',
    showcase_mfe: '/mfe/showcase/20261128T100500Z-bbbbbbb-0002/mf-manifest.json',
  },
  mounts: { services: 'services_mfe', about: 'showcase_mfe', contact: 'showcase_mfe' },
};
beforeEach(async () => {
  shellDir = await mkdtemp(path.join(tmpdir(), 'own-mounts-'));
  await writeFile(path.join(shellDir, 'remotes.json'), JSON.stringify(remotes));
});
afterEach(async () => {
  await rm(shellDir, { recursive: true, force: true });
});

const written = async () => JSON.parse(await readFile(path.join(shellDir, 'remotes.json'), 'utf8'));

describe("a remote's release mounts it where its pages are", () => {
  it('leaves remotes.json as it is when the pages are where they were', async () => {
    const pages = ['about', 'contact', 'contact/map'];
    expect(await mountOwnPages(shellDir, 'showcase_mfe', pages)).toBe(false);
    expect(await written()).toEqual(remotes);
  });

  it('adds the mount of a new top-level page and drops one no page uses, the others kept', async () => {
    expect(await mountOwnPages(shellDir, 'showcase_mfe', ['about', 'faq', 'faq/delivery'])).toBe(
      true,
    );
    expect(await written()).toEqual({
      ...remotes,
      mounts: { services: 'services_mfe', about: 'showcase_mfe', faq: 'showcase_mfe' },
    });
    expect(await mountsOf(shellDir, 'showcase_mfe')).toEqual(['about', 'faq']);
    expect(await mountsOf(shellDir, 'services_mfe')).toEqual(['services']);
  });
});
