import { describe, expect, it } from 'vitest';
import { changedSince, sectionsOf } from '../changed.js';
import { run } from '../run.js';
import { keptFor, previousOf, prunable } from '../policy.js';
import { parseTarget, shellWord } from '../target.js';
import type { TargetState } from '../store.js';

const day = 24 * 3600 * 1000;

describe('which sections a change releases', () => {
  it("releases a team's section for its own words, every section for shared code, none for docs", () => {
    expect(sectionsOf(['products-mfe/content/pages/products/en/words.json'])).toEqual(['products']);
    expect(
      sectionsOf(['showcase-mfe/src/pages/about/AboutPage.tsx', 'shell/src/main.tsx']),
    ).toEqual(['shell', 'showcase']);
    expect(sectionsOf(['shared/content/company.json'])).toEqual([
      'shell',
      'services',
      'products',
      'showcase',
    ]);
    expect(sectionsOf(['docs/hosting.md', 'tests/e2e/seo.spec.ts', 'server/headers.js'])).toEqual(
      [],
    );
  });
});

describe('what a push releases', () => {
  it('releases a section with no live release, or made from a commit this checkout lacks', async () => {
    expect(await changedSince('products', undefined)).toBe(true);
    expect(await changedSince('products', 'f'.repeat(40))).toBe(true);
  });

  it('leaves a section made from this very commit, whatever the commits before changed', async () => {
    const head = (await run(['git', 'rev-parse', 'HEAD'])).trim();
    expect(await changedSince('products', head)).toBe(false);
    expect(await changedSince('shell', head)).toBe(false);
  });
});

describe('where releases go', () => {
  it('takes a folder or ssh://user@host:port/path', () => {
    expect(parseTarget('/srv/site')).toMatchObject({ kind: 'folder', root: '/srv/site' });
    expect(parseTarget('ssh://deploy@example.test:2222/srv/site')).toMatchObject({
      kind: 'ssh',
      host: 'deploy@example.test',
      port: '2222',
      root: '/srv/site',
    });
    expect(() => parseTarget('ssh://example.test')).toThrow(/ssh:\/\/user@host/);
    expect(() => parseTarget('')).toThrow(/--to/);
  });

  it('quotes every word it hands a shell', () => {
    expect(shellWord("it's; rm -rf /")).toBe(`'it'\\''s; rm -rf /'`);
  });
});

describe('which releases a target keeps', () => {
  const release = (id: string, age: number) => ({
    section: 'products' as const,
    id,
    commit: 'abc1234',
    builtAt: new Date(Date.now() - age).toISOString(),
    by: 'team',
    mounts: [],
  });
  const state: TargetState = {
    releases: [
      release('a', 900 * day),
      release('b', 800 * day),
      release('c', 700 * day),
      release('d', 10 * day),
      release('e', 1 * day),
    ],
    live: { products: 'c' },
    log: [
      {
        at: '',
        action: 'release',
        section: 'products',
        id: 'b',
        commit: '',
        by: '',
        replaced: 'a',
      },
      {
        at: '',
        action: 'release',
        section: 'products',
        id: 'c',
        commit: '',
        by: '',
        replaced: 'b',
      },
    ],
  };

  it('goes back to the release the live one replaced', () => {
    expect(previousOf(state, 'products')).toBe('b');
  });

  it('prunes neither the live, the previous, the newest nor one younger than a year and a day', () => {
    expect(keptFor).toBe(366 * day);
    expect(prunable(state, 'products', { keep: 1, now: Date.now() })).toEqual(['a']);
    expect(prunable(state, 'products', { keep: 5, now: Date.now() })).toEqual([]);
    // --keep 0 keeps no extra one: the live, the previous and the young ones still stay.
    expect(prunable(state, 'products', { keep: 0, now: Date.now() })).toEqual(['a']);
    expect(prunable(state, 'products', { keep: 0, now: Date.now() + 400 * day })).toEqual([
      'a',
      'd',
      'e',
    ]);
  });
});
