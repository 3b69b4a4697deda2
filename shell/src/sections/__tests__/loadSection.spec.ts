import { describe, expect, it, vi } from 'vitest';
import type { SectionManifest } from '@site/shared/contract/manifest';
import { createSiteI18n } from '@site/shared/i18n/createSiteI18n';

vi.mock('../loadSectionManifest', () => ({
  loadSectionManifest: vi.fn(),
  sectionTimeout: vi.fn(async () => 1000),
}));

const section: SectionManifest = {
  federationName: 'products_mfe',
  routes: [],
  loadMessages: async () => ({ products: { title: 'Products' } }),
};

// The shell remembers loaded sections for the page's life; each test starts a new page.
async function freshPage() {
  vi.resetModules();
  const { loadSectionManifest } = await import('../loadSectionManifest');
  vi.mocked(loadSectionManifest).mockReset();
  const { loadSection, readySection } = await import('../loadSection');
  const i18n = await createSiteI18n('en');
  return {
    manifest: vi.mocked(loadSectionManifest),
    load: (options?: { fresh?: boolean }) => loadSection(i18n, 'products_mfe', 'en', options),
    readySection,
  };
}

describe('loadSection', () => {
  it('gives callers asking at once one load, and remembers it', async () => {
    const { manifest, load, readySection } = await freshPage();
    manifest.mockResolvedValue(section);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(manifest).toHaveBeenCalledTimes(1);
    expect(readySection('products_mfe')).toBe(section);
  });

  it('forgets a failure, and Retry loads the remote afresh', async () => {
    const { manifest, load } = await freshPage();
    manifest.mockRejectedValueOnce(new Error('refused')).mockResolvedValue(section);
    await expect(load()).rejects.toThrow('refused');
    await load();
    await load({ fresh: true });
    expect(manifest.mock.calls).toEqual([
      ['products_mfe', false],
      ['products_mfe', false],
      ['products_mfe', true],
    ]);
  });
});
