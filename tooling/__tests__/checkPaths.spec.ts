import { describe, expect, it } from 'vitest';
import { staleLine, stalePaths } from '../docs/checkPaths.js';

/** A small repository: every file with its text; the stale paths the check finds in it. */
function check(texts: Record<string, string>, ignored = (path: string) => path.includes('dist')) {
  const files: Record<string, string> = {
    'shell/src/offline/keepOffline.ts': 'export {};',
    'tooling/prerender/clientLoader.js': 'export {};',
    'server/headers.js': 'export {};',
    'tests/e2e/pages.spec.ts': 'export {};',
    'products-mfe/src/pages/catalog/CatalogPage.tsx': 'export {};',
    'products-mfe/package.json': '{ "dependencies": { "ssim.js": "1" } }',
    'docs/hosting.md': '# Hosting',
    ...texts,
  };
  const stale = stalePaths({
    files: Object.keys(files),
    read: (file) => files[file] ?? '',
    ignored,
  });
  return stale.map(staleLine);
}

describe('the path check, in Markdown', () => {
  it('names the file and line of a link to nothing, read from the Markdown file', () => {
    const readme = ['# Docs', '', 'See [hosting](hosting.md#load) and [gone](gone.md).'].join('\n');
    expect(check({ 'docs/README.md': readme })).toEqual([
      'docs/README.md:3: gone.md does not exist (docs/gone.md)',
    ]);
  });

  it('names a code span that starts with a top-level folder and names nothing', () => {
    const text =
      'The loader is `tooling/prerender/clientLoader.js`,\nnot `server/clientLoader.js`.';
    expect(check({ 'README.md': text })).toEqual([
      'README.md:2: server/clientLoader.js does not exist',
    ]);
  });

  it('reads a code span that starts with a folder next to the file from there', () => {
    const text = 'Pages in `src/pages/catalog/`; the datasheets in `src/datasheets/`.';
    expect(check({ 'products-mfe/README.md': text })).toEqual([
      'products-mfe/README.md:1: src/datasheets/ does not exist (products-mfe/src/datasheets/)',
    ]);
  });

  it('names a file name alone that no file of the repository has', () => {
    expect(
      check({ 'docs/security.md': 'Hashes in `style-hashes.json`; `keepOffline.ts`.' }),
    ).toEqual(['docs/security.md:1: no file named style-hashes.json in the repository']);
  });

  it('passes folders, anchors, addresses, globs, placeholders and build outputs', () => {
    const text = [
      'The worker: `shell/src/offline/`, [hosting](docs/hosting.md#load), [a site](https://example.com/x).',
      'Pages at `/en/products` and [the editor](/admin/); words in `shell/src/locales/<lng>/shell.json`,',
      'specs `tests/e2e/*.spec.ts`, `shell/src/{lng}.json`, `tests/.fixtures/...` and `shell/dist/index.html`.',
    ].join('\n');
    expect(check({ 'README.md': text })).toEqual([]);
  });

  it('does not read fenced code blocks', () => {
    const text = ['```sh', 'node tooling/gone.js', '```', 'Then `tooling/gone.js`.'].join('\n');
    expect(check({ 'README.md': text })).toEqual(['README.md:4: tooling/gone.js does not exist']);
  });
});

describe('the path check, in code comments', () => {
  it('names the file and line of a comment that names a path that is gone', () => {
    const source = [
      "import x from './x.js';",
      '// Minified by tooling/prerender/clientLoader.js, served by server/clientLoader.js.',
      'export const y = x;',
    ].join('\n');
    expect(check({ 'shell/src/main.tsx': source, 'shell/src/x.js': '' })).toEqual([
      'shell/src/main.tsx:2: server/clientLoader.js does not exist',
    ]);
  });

  it('reads block comments and JSDoc line by line, and ./ paths from the file', () => {
    const source = [
      '/**',
      ' * Saved by shell/src/offline/keepOffline.ts.',
      " * @typedef {import('./gone.js').Gone} Gone",
      ' */',
      "/* the section's `./section` module is a name, not a file */",
    ].join('\n');
    expect(check({ 'shell/src/offline/routes.ts': source })).toEqual([
      'shell/src/offline/routes.ts:3: ./gone.js does not exist (shell/src/offline/gone.js)',
    ]);
  });

  it('names a file name alone that no file has, not one the build writes or a package', () => {
    const source = [
      '/** A word of cnc.json; slots in scripts/artwork.mjs. */',
      '// remoteEntry.js and mf-manifest.json are built; ssim.js is a package; CatalogPage.tsx is here.',
    ].join('\n');
    expect(check({ 'products-mfe/src/words.ts': source })).toEqual([
      'products-mfe/src/words.ts:1: no file named cnc.json in the repository',
      'products-mfe/src/words.ts:1: no file named artwork.mjs in the repository (scripts/artwork.mjs)',
    ]);
  });

  it('does not take strings, templates or regular expressions for comments', () => {
    const source = [
      "const a = 'see // tooling/gone.js';",
      'const b = `${a} /* tooling/gone.js */ ${`//`}`;',
      'const c = /\\/\\/ tooling\\/gone.js/.test(b) ? 1 / 2 : 2 / 1; // tooling/left.js',
      'export const text = `a ${{ x: 1 }.x} b`; // shell/src/offline/keepOffline.ts',
    ].join('\n');
    expect(check({ 'shell/src/strings.ts': source })).toEqual([
      'shell/src/strings.ts:3: tooling/left.js does not exist',
    ]);
  });

  it('passes globs, placeholders and build outputs in comments', () => {
    const source =
      '// shell/dist/sw.js, tests/e2e/*.spec.ts, products-mfe/content/<page>/words.json';
    expect(check({ 'tooling/prerender/sitemap.js': source })).toEqual([]);
  });
});
