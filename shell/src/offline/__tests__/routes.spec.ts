import { describe, expect, it } from 'vitest';
import {
  fileKind,
  isSectionManifest,
  offlinePagePath,
  pageKey,
  pageLanguage,
  sectionEntry,
  sectionFiles,
} from '../worker/routes';

const origin = 'https://example.az';
const kind = (address: string) => fileKind(new URL(address, origin), origin);

describe('what the offline worker does with an address', () => {
  it('treats addresses without a file extension as pages', () => {
    expect(kind('/')).toBe('page');
    expect(kind('/en')).toBe('page');
    expect(kind('/ru/products/cnc-laser/exchange-platform')).toBe('page');
    expect(kind('/az/search?q=lazer')).toBe('page');
  });

  it('keeps files named by their content, the shell’s and every remote’s', () => {
    expect(kind('/assets/index-51PhkNqE.js')).toBe('hashed');
    expect(kind('/mfe/products/assets/CncLaserListPage-jsrrZ1JN.js')).toBe('hashed');
    expect(kind('/mfe/showcase/assets/project-1-640-Ab12.avif')).toBe('hashed');
    expect(kind('/pagefind/fragment/en_1a2b3c.pf_fragment')).toBe('hashed');
    // On a release target: a release's assets and its search index's parts.
    const release = '20261128T014523Z-2d4dc37-80a5';
    expect(kind(`/mfe/products/${release}/assets/CncLaserListPage-jsrrZ1JN.js`)).toBe('hashed');
    expect(kind(`/search-index/products/${release}/fragment/en_1a2b3c.pf_fragment`)).toBe('hashed');
    expect(kind(`/search-index/products/${release}/pagefind.en_1a2b3c4d.pf_meta`)).toBe('hashed');
    expect(kind(`/mfe/products/${release}/mf-manifest.json`)).toBe('named');
  });

  it('asks the network first for files that name other files, and the rest', () => {
    for (const address of [
      '/remotes.json',
      '/sections.json',
      '/mfe/products/mf-manifest.json',
      '/mfe/products/remoteEntry.js',
      '/pagefind/pagefind.js',
      '/mfe/products/datasheets/en/universal-lathe.pdf',
      '/manifest.webmanifest',
    ]) {
      expect(kind(address), address).toBe('named');
    }
  });

  it('leaves the editor, itself and other origins alone', () => {
    expect(kind('/admin/')).toBe('editor');
    expect(kind('/admin/config.yml')).toBe('editor');
    expect(kind('/sw.js')).toBe('elsewhere');
    // What the saved catalogue fetches for its own cache.
    expect(kind('/en/products/cnc-laser?offline-catalogue=')).toBe('elsewhere');
    expect(kind('/mfe/products/assets/1-overview-640-Ab12.avif?offline-catalogue=')).toBe(
      'elsewhere',
    );
    expect(fileKind(new URL('https://www.openstreetmap.org/export/embed.html'), origin)).toBe(
      'elsewhere',
    );
  });
});

describe('the address a page is kept under', () => {
  it('leaves out where the visitor came from, and keeps what chooses the page', () => {
    expect(
      pageKey('https://site.az/en/products?utm_source=fb&utm_campaign=spring&gclid=x&fbclid=y'),
    ).toBe('https://site.az/en/products');
    expect(pageKey('https://site.az/en/search?q=laser&UTM_MEDIUM=mail&yclid=1')).toBe(
      'https://site.az/en/search?q=laser',
    );
    // An address without tracking stays exactly as it was asked for.
    expect(pageKey('https://site.az/en/search?q=a%20b&category=cnc')).toBe(
      'https://site.az/en/search?q=a%20b&category=cnc',
    );
    expect(pageKey('https://site.az/ru')).toBe('https://site.az/ru');
  });
});

describe('the language of an address', () => {
  it('is its first segment when that is one of the site’s four', () => {
    expect(pageLanguage('/ru/products')).toBe('ru');
    expect(pageLanguage('/az')).toBe('az');
    expect(pageLanguage('/')).toBeUndefined();
    expect(pageLanguage('/de/products')).toBeUndefined();
  });

  it('names the offline page the worker shows in that language', () => {
    expect(offlinePagePath('tr')).toBe('/offline/tr.html');
  });
});

describe('the code of a section the worker saves', () => {
  it('is every script and stylesheet its manifest names, beside the manifest', () => {
    const manifest = {
      exposes: [
        {
          assets: {
            js: { sync: ['assets/section-A1.js'], async: ['assets/LightboxDialog-B2.js'] },
            css: { sync: [], async: ['assets/LightboxDialog-C3.css'] },
          },
        },
      ],
      shared: [{ assets: { js: { sync: ['assets/react-D4.js'], async: [] } } }],
    };
    expect(
      sectionFiles(manifest, 'https://example.az/mfe/products/mf-manifest.json').map(
        (url) => new URL(url).pathname,
      ),
    ).toEqual([
      '/mfe/products/assets/section-A1.js',
      '/mfe/products/assets/LightboxDialog-B2.js',
      '/mfe/products/assets/LightboxDialog-C3.css',
      '/mfe/products/assets/react-D4.js',
    ]);
    expect(
      sectionEntry(
        { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } },
        'https://example.az/mfe/products/mf-manifest.json',
      ),
    ).toBe('https://example.az/mfe/products/remoteEntry.js');
    expect(isSectionManifest('https://example.az/mfe/products/mf-manifest.json')).toBe(true);
    expect(isSectionManifest('https://example.az/remotes.json')).toBe(false);
  });
});
