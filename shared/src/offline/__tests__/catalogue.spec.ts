import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionPagesOf } from '../catalogue';
import { markedForCatalogue, withoutCatalogueMark } from '../offlineCaches';

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://www.example.az/en</loc></url>
<url><loc>https://www.example.az/en/products</loc></url>
<url><loc>https://www.example.az/en/products/cnc-laser</loc></url>
<url><loc>https://www.example.az/en/products/cnc-laser/single-platform</loc></url>
<url><loc>https://www.example.az/ru/products/cnc-laser</loc></url>
<url><loc>https://www.example.az/en/productsheet</loc></url>
<url><loc>https://www.example.az/en/services/metal-construction</loc></url>
</urlset>`;

afterEach(() => vi.unstubAllGlobals());

describe('the pages of the catalogue', () => {
  it('are the sitemap’s pages of the section in the language, below the language root', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(sitemap)),
    );
    expect(await sectionPagesOf('en', 'products')).toEqual([
      'products',
      'products/cnc-laser',
      'products/cnc-laser/single-platform',
    ]);
    expect(await sectionPagesOf('ru', 'products')).toEqual(['products/cnc-laser']);
  });

  it('are not guessed when the sitemap cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(sectionPagesOf('en', 'products')).rejects.toThrow(/503/);
  });
});

describe('the catalogue’s own requests', () => {
  it('carry a mark the worker leaves alone, and are kept under the plain address', () => {
    const marked = markedForCatalogue('/mfe/products/assets/a-640-x1.avif');
    expect(marked).toMatch(/\/mfe\/products\/assets\/a-640-x1\.avif\?offline-catalogue=$/);
    expect(withoutCatalogueMark(marked)).toBe(
      new URL('/mfe/products/assets/a-640-x1.avif', location.href).href,
    );
    expect(withoutCatalogueMark(markedForCatalogue('/en/search?q=lazer'))).toBe(
      new URL('/en/search?q=lazer', location.href).href,
    );
  });
});
