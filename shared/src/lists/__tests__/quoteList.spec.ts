import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToQuote,
  clearQuote,
  nameQuoteItem,
  quoteLimits,
  quoteList,
  removeFromQuote,
  standInNames,
  updateQuoteItem,
  useQuoteList,
  type QuoteOffer,
} from '../quoteList';
import { forgetStoredLists } from '../../testing/storedLists';

const laser: QuoteOffer = {
  id: 'products/cnc-laser/single-platform',
  path: 'products/cnc-laser/single-platform',
  title: {
    az: 'Tək platformalı',
    tr: 'Tek platformlu',
    en: 'Single-platform',
    ru: 'Однопозиционный',
  },
  model: 'SP-3015',
  kind: 'product',
};
const design: QuoteOffer = {
  id: 'services/project-design',
  path: 'services/project-design',
  title: { az: 'Layihələndirmə', tr: 'Proje tasarımı', en: 'Project design', ru: 'Проектирование' },
  kind: 'service',
};

afterEach(() => {
  vi.restoreAllMocks();
  forgetStoredLists();
});

describe('the quote request list', () => {
  it('keeps items in local storage in a versioned format', () => {
    addToQuote(laser);
    expect(JSON.parse(localStorage.getItem('site.quote')!)).toEqual({
      version: 1,
      items: [{ ...laser, quantity: 1, note: '' }],
    });
  });

  it('keeps what each item is after a reload: a machine, a consumables group, a service', () => {
    const wire: QuoteOffer = { ...design, id: 'products/consumables#welding', kind: 'group' };
    for (const offer of [laser, wire, design]) addToQuote(offer);
    const stored = localStorage.getItem('site.quote')!;
    forgetStoredLists();
    localStorage.setItem('site.quote', stored);
    expect(quoteList.read().map((item) => item.kind)).toEqual(['product', 'group', 'service']);
  });

  it('adds an item once and keeps its quantity and note when it is added again', () => {
    addToQuote(laser);
    updateQuoteItem(laser.id, { quantity: 3, note: 'for 12 mm plate' });
    addToQuote(laser);
    expect(quoteList.read()).toEqual([{ ...laser, quantity: 3, note: 'for 12 mm plate' }]);
  });

  it('keeps quantities between 1 and 999 and notes within their length', () => {
    addToQuote(laser);
    updateQuoteItem(laser.id, { quantity: 0 });
    expect(quoteList.read()[0]?.quantity).toBe(1);
    updateQuoteItem(laser.id, { quantity: 12_000, note: 'x'.repeat(500) });
    expect(quoteList.read()[0]).toMatchObject({ quantity: 999 });
    expect(quoteList.read()[0]?.note).toHaveLength(quoteLimits.note);
  });

  it('removes one item or all of them', () => {
    addToQuote(laser);
    addToQuote(design);
    removeFromQuote(laser.id);
    expect(quoteList.read().map((item) => item.id)).toEqual([design.id]);
    clearQuote();
    expect(quoteList.read()).toEqual([]);
  });

  it('reads corrupt or foreign data as an empty list and replaces it on the next change', () => {
    localStorage.setItem('site.quote', '{"version":1,"items":[{"id":');
    expect(quoteList.read()).toEqual([]);
    localStorage.setItem('site.quote', JSON.stringify({ version: 7, items: [laser] }));
    expect(quoteList.read()).toEqual([]);
    localStorage.setItem(
      'site.quote',
      JSON.stringify({ version: 1, items: [{ id: 'x' }, 'text', null, { ...laser, quantity: 2 }] }),
    );
    expect(quoteList.read()).toEqual([{ ...laser, quantity: 2, note: '' }]);
    addToQuote(design);
    expect(quoteList.read().map((item) => item.id)).toEqual([laser.id, design.id]);
  });

  it('works in memory for the rest of the visit when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(quoteList.read()).toEqual([]);
    addToQuote(laser);
    addToQuote(design);
    expect(quoteList.read().map((item) => item.id)).toEqual([laser.id, design.id]);
  });

  it('tells every reader on the page of a change, and hears changes made in another tab', () => {
    const { result } = renderHook(() => useQuoteList());
    expect(result.current).toEqual([]);
    act(() => addToQuote(laser));
    expect(result.current.map((item) => item.id)).toEqual([laser.id]);
    act(() => {
      localStorage.setItem('site.quote', JSON.stringify({ version: 1, items: [design] }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'site.quote' }));
    });
    expect(result.current.map((item) => item.id)).toEqual([design.id]);
  });
});

describe('an item added before its names in every language have arrived', () => {
  const named = { ...laser, title: standInNames('Single-platform') };

  it('is on the list at once under the page’s name, then named in every language', async () => {
    let arrive: (title: QuoteOffer['title']) => void = () => undefined;
    const names = new Promise<QuoteOffer['title']>((resolve) => (arrive = resolve));
    addToQuote(named);
    const naming = nameQuoteItem(laser.id, names);
    expect(quoteList.read()[0]?.title).toEqual({
      az: 'Single-platform',
      tr: 'Single-platform',
      en: 'Single-platform',
      ru: 'Single-platform',
    });
    arrive(laser.title);
    await naming;
    expect(quoteList.read()[0]?.title).toEqual(laser.title);
  });

  it('keeps the page’s name when the names never arrive, and its quantity when they do', async () => {
    addToQuote(named);
    await nameQuoteItem(laser.id, Promise.reject(new TypeError('Failed to fetch')));
    expect(quoteList.read()[0]?.title.ru).toBe('Single-platform');
    updateQuoteItem(laser.id, { quantity: 4 });
    await nameQuoteItem(laser.id, Promise.resolve(laser.title));
    expect(quoteList.read()[0]).toMatchObject({ title: laser.title, quantity: 4 });
  });

  it('is not put back when it was taken off before the names arrived', async () => {
    addToQuote(named);
    removeFromQuote(laser.id);
    await nameQuoteItem(laser.id, Promise.resolve(laser.title));
    expect(quoteList.read()).toEqual([]);
  });

  it('keeps the names it has when it is added again', () => {
    addToQuote(laser);
    addToQuote(named);
    expect(quoteList.read()[0]?.title).toEqual(laser.title);
  });
});
