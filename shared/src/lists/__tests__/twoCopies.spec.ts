import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetStoredLists } from '../../testing/storedLists';

/**
 * Each app bundles its own copy of shared/: a list changed through one copy is seen by another
 * copy at once, also when storage is blocked.
 */
async function freshCopy() {
  vi.resetModules();
  return import('../quoteList');
}

const offer = {
  id: 'products/consumables#welding',
  path: 'products/consumables',
  title: { az: 'Qaynaq', tr: 'Kaynak', en: 'Welding', ru: 'Сварка' },
  kind: 'product' as const,
};

afterEach(() => {
  vi.restoreAllMocks();
  forgetStoredLists();
});

describe('two copies of the list module on one page', () => {
  it('see the same list, and hear each other', async () => {
    const products = await freshCopy();
    const showcase = await freshCopy();
    expect(products.quoteList).not.toBe(showcase.quoteList);
    const heard = vi.fn();
    const stop = showcase.quoteList.subscribe(heard);
    products.addToQuote(offer);
    expect(heard).toHaveBeenCalled();
    expect(showcase.quoteList.read()).toEqual([{ ...offer, quantity: 1, note: '' }]);
    stop();
  });

  it('share one list in memory when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const products = await freshCopy();
    const showcase = await freshCopy();
    products.addToQuote(offer);
    expect(showcase.quoteList.read().map((item) => item.id)).toEqual([offer.id]);
  });
});
