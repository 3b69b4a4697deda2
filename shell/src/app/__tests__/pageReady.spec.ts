import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionManifest } from '@site/shared/contract/manifest';
import { page } from '@site/shared/contract/routes';
import { createSiteI18n } from '@site/shared/i18n/createSiteI18n';

vi.mock('../../sections/loadSectionManifest', () => ({
  loadSectionManifest: vi.fn(),
  sectionTimeout: vi.fn(async () => 1000),
}));

const catalogue = () => null;
const section: SectionManifest = {
  federationName: 'products_mfe',
  routes: [
    page('products', async () => ({ default: catalogue })),
    page('products/cnc-laser', async () => ({ default: catalogue })),
  ],
  loadMessages: async () => ({ products: { title: 'Products' } }),
};

// The shell remembers loaded sections and pages for the page's life; each test starts a new page.
async function freshPage() {
  vi.resetModules();
  const { loadSectionManifest } = await import('../../sections/loadSectionManifest');
  vi.mocked(loadSectionManifest).mockResolvedValue(section);
  window.__SITE_SECTIONS__ = { mounts: { products: 'products_mfe' }, sections: [] };
  const { seedSectionsFromPage } = await import('../../sections/siteSections');
  expect(seedSectionsFromPage()).toBe(true);
  const i18n = await createSiteI18n('en');
  const { pageReady } = await import('../pageReady');
  const { loadSection } = await import('../../sections/loadSection');
  const { loadSearchPage } = await import('../../search/SearchRoute');
  return {
    i18n,
    ready: (pathname: string) => pageReady(pathname, i18n),
    loadSection,
    loadSearchPage,
  };
}

describe('pageReady: which moves render at once', () => {
  beforeEach(() => {
    delete window.__SITE_SECTIONS__;
  });

  it('the home page of the language on screen is always ready; another language is not', async () => {
    const { ready } = await freshPage();
    expect(ready('/en')).toBe(true);
    expect(ready('/en/')).toBe(true);
    expect(ready('/ru')).toBe(false);
    expect(ready('/')).toBe(false);
  });

  it('a remote page is ready once its remote, words and module are loaded, and only that page', async () => {
    const { ready, i18n, loadSection } = await freshPage();
    expect(ready('/en/products')).toBe(false);
    await loadSection(i18n, 'products_mfe', 'en', { path: 'products' });
    expect(ready('/en/products')).toBe(true);
    expect(ready('/en/products/cnc-laser')).toBe(false);
    // Nothing to load for an address the remote does not know: its not-found page shows.
    expect(ready('/en/products/no-such-page')).toBe(true);
    expect(ready('/ru/products')).toBe(false);
  });

  it('an address no remote owns, and the search page before its code, are not ready', async () => {
    const { ready, loadSearchPage } = await freshPage();
    expect(ready('/en/no-such-section')).toBe(false);
    expect(ready('/en/search')).toBe(false);
    await loadSearchPage();
    expect(ready('/en/search')).toBe(true);
  });
});
