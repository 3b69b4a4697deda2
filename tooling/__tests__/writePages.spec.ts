import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writePages } from '../prerender/writePages.js';

let out: string;
beforeEach(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'write-pages-'));
});
afterEach(async () => {
  await rm(out, { recursive: true, force: true });
});

/** The stylesheets each page's own first load inserts, by its address below the language. */
const stylesheetsOf: Record<string, string[]> = {
  products: ['/shell.css', '/mfe/products/overview.css'],
  'products/laser': ['/shell.css', '/mfe/products/machine.css'],
  'products/plasma': ['/shell.css', '/mfe/products/machine.css'],
  // The same route, one more module: its own first load inserts one more stylesheet.
  'products/tube': ['/shell.css', '/mfe/products/machine.css', '/mfe/products/tube.css'],
};

/**
 * A renderer as tooling/prerender/renderer.js makes it: each tab holds one document, whose
 * stylesheets only ever grow as it renders pages in place, as a browser's do.
 */
function fakeRenderer() {
  const loads: string[] = [];
  const inPlace: string[] = [];
  const documents = new Map<object, Set<string>>();
  const render = async (tab: object, url: string, { inPlace: here = false } = {}) => {
    const address = url.split('/').slice(2).join('/');
    const own = stylesheetsOf[address] ?? [];
    if (here) inPlace.push(url);
    else loads.push(url);
    const styles = here ? (documents.get(tab) ?? new Set<string>()) : new Set<string>();
    for (const href of own) styles.add(href);
    documents.set(tab, styles);
    return { html: `<h1>${url}</h1>`, styles: [...styles] };
  };
  const renderer = {
    origin: 'http://127.0.0.1:1',
    context: { newPage: async () => ({ close: async () => undefined }) },
    open: async () => undefined,
    render,
    close: async () => undefined,
  };
  return { renderer, loads, inPlace };
}

const pageHtml = async (
  language: string,
  pagePath: string,
  { html, styles }: { html: string; styles: string[] },
) => `${language} ${pagePath} ${html} ${styles.join(' ')}`;

describe('writing the pages', () => {
  it('loads the first page of a route afresh and renders the rest of it in that document', async () => {
    const { renderer, loads, inPlace } = fakeRenderer();
    const files = await writePages({
      renderer: renderer as never,
      pageHtml,
      out,
      routes: [['products'], ['products/laser', 'products/plasma']],
      concurrency: 1,
    });
    // The bigger route first: its first page loaded, the other seven rendered in place.
    expect(loads).toEqual(['/az/products/laser', '/az/products']);
    expect(inPlace).toHaveLength(10);
    expect(inPlace).toContain('/ru/products/plasma');
    expect(await readFile(path.join(out, 'ru/products/plasma/index.html'), 'utf8')).toBe(
      'ru products/plasma <h1>/ru/products/plasma</h1> /shell.css /mfe/products/machine.css',
    );
    // The files in the order of the pages, each in every language, whatever the tabs did.
    expect(files.map((file) => path.relative(out, file))).toEqual(
      ['products', 'products/laser', 'products/plasma'].flatMap((page) =>
        ['az', 'tr', 'en', 'ru'].map((language) => `${language}/${page}/index.html`),
      ),
    );
  });

  it('loads afresh a page whose stylesheets differ from its route first page, and writes its own', async () => {
    const { renderer, loads } = fakeRenderer();
    await writePages({
      renderer: renderer as never,
      pageHtml,
      out,
      routes: [['products/laser', 'products/tube', 'products/plasma']],
      concurrency: 2,
    });
    // Every tube page is loaded afresh, and so is each page after it in that document.
    expect(loads).toEqual([
      '/az/products/laser',
      ...['az', 'tr', 'en', 'ru'].flatMap((language) =>
        ['tube', 'plasma'].map((page) => `/${language}/products/${page}`),
      ),
    ]);
    expect(await readFile(path.join(out, 'en/products/tube/index.html'), 'utf8')).toContain(
      '/mfe/products/machine.css /mfe/products/tube.css',
    );
    // A page after it in the same document names no stylesheet of the tube page's.
    const plasma = await readFile(path.join(out, 'en/products/plasma/index.html'), 'utf8');
    expect(plasma.endsWith('/shell.css /mfe/products/machine.css')).toBe(true);
  });
});
