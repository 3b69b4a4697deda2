import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaders, styleHash } from '@site/server/headers';
import { readInlineHashes } from '@site/server/inlineHashes';
import { inlineFirstPaintStyles, stylesheetOrder } from '../prerender/firstPaintStyles.js';

let out: string;
beforeEach(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'first-paint-'));
});
afterEach(async () => {
  await rm(out, { recursive: true, force: true });
});

/** The stylesheets as the renderer's server would send them. */
const stylesheets: Record<string, string> = {
  '/assets/style-A.css': 'body{margin:0}.header{color:navy}.menuOpen{display:block}',
  '/mfe/products/assets/Card-B.css': '.card{padding:1rem}.card:hover{outline:1px solid}',
  '/mfe/products/assets/Sheet-C.css': '.sheet{display:grid}.trayOpen{position:fixed}',
  '/mfe/showcase/assets/Gallery-D.css': '.gallery{gap:1rem}',
};
const stylesheetText = async (href: string) => stylesheets[href] ?? '';
/** Hashes another run wrote: the client loader's, another section's styles. */
const loaderHash = styleHash('(function loader() {})()');
const keptHash = styleHash('.showcase { margin: 0 }');

/** A page as pageHtml.js writes it: one blocking stylesheet, its section's files disabled. */
async function page(file: string, links: string, body: string) {
  const full = path.join(out, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(
    full,
    `<!doctype html><html><head><title>t</title>${links}</head><body>${body}<script type="application/json" id="site-sections">{"x":"trayOpen"}</script></body></html>`,
  );
  return full;
}

describe('first-paint styles', () => {
  it('orders the stylesheets of several pages as each page orders them', () => {
    expect(stylesheetOrder([['a', 'b', 'd']])).toEqual(['a', 'b', 'd']);
    expect(
      stylesheetOrder([
        ['a', 'b', 'd'],
        ['a', 'c', 'd'],
        ['z', 'a'],
      ]),
    ).toEqual(['z', 'a', 'b', 'c', 'd']);
    expect(
      stylesheetOrder([
        ['a', 'card'],
        ['a', 'sheet'],
        ['a', 'card', 'sheet'],
      ]),
    ).toEqual(['a', 'card', 'sheet']);
    // Two pages that disagree: the first seen goes first, and nothing is lost.
    expect(
      stylesheetOrder([
        ['a', 'b'],
        ['b', 'a'],
      ]),
    ).toEqual(['a', 'b']);
  });

  it('inlines per section the rules its pages use, defers the stylesheet, records the hashes', async () => {
    await writeFile(
      path.join(out, 'inline-hashes.json'),
      JSON.stringify({
        'script-src': { 'client-loader': loaderHash },
        'style-src': { showcase_mfe: keptHash },
      }),
    );
    const products = '/assets/prerendered/products_mfe-0123456789.css';
    const files = [
      await page(
        'en/products/index.html',
        `<link rel="stylesheet" href="${products}"><link rel="stylesheet" href="/mfe/products/assets/Card-B.css" disabled>`,
        '<main><div class="header"></div><div class="card">A</div></main>',
      ),
      await page(
        'en/products/x/index.html',
        `<link rel="stylesheet" href="${products}"><link rel="stylesheet" href="/mfe/products/assets/Sheet-C.css" disabled>`,
        '<main><div class="sheet">B</div></main>',
      ),
      await page(
        'errors/404.en.html',
        '<link rel="stylesheet" crossorigin href="/assets/style-A.css">',
        '<main><div class="header">404</div></main>',
      ),
    ];
    const summary = await inlineFirstPaintStyles({
      files,
      shellStylesheets: ['/assets/style-A.css'],
      stylesheetText,
      out,
    });
    expect(summary).toMatchObject({ products_mfe: { pages: 2 }, shell: { pages: 1 } });

    const [list, sheet, notFound] = await Promise.all(files.map((file) => readFile(file, 'utf8')));
    const inline = (html = '') => /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    // One text for the section: the shell's rules and both pages' rules, in the pages' order;
    // the rules of what only the client shows (an open menu, the tray) are left to the stylesheet.
    expect(inline(list)).toBe(inline(sheet));
    expect(inline(list)).toContain('.header{color:navy}');
    expect(inline(list)).toContain('.card:hover');
    expect(inline(list).indexOf('.card{')).toBeLessThan(inline(list).indexOf('.sheet{'));
    expect(inline(list)).not.toContain('menuOpen');
    expect(inline(list)).not.toContain('trayOpen');
    expect(inline(notFound)).toContain('.header{color:navy}');
    expect(inline(notFound)).not.toContain('.card');
    expect(list).toContain(
      `<style>${inline(list)}</style><link rel="stylesheet" href="${products}" disabled data-site-styles>`,
    );
    expect(list).toContain('href="/mfe/products/assets/Card-B.css" disabled>');
    expect(notFound).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/style-A.css" disabled data-site-styles>',
    );

    // Both servers allow each section's text by its hash; another section's entry stays.
    const hashes = readInlineHashes(out);
    expect(hashes.styles).toEqual([styleHash(inline(list)), styleHash(inline(notFound)), keptHash]);
    expect(hashes.scripts).toEqual([loaderHash]);
    const policy = securityHeaders(hashes)['Content-Security-Policy'];
    expect(policy).toContain(`style-src 'self' ${hashes.styles.join(' ')};`);
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${loaderHash};`);
  });
});
