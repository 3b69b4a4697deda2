import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { cspHash } from '@site/server/cspHash';
import { buildClientLoader, clientLoaderMarkup } from '../prerender/clientLoader.js';

type Observed = (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void;

/**
 * A prerendered page's head, the loader run in it, and what the page has asked for since. With
 * `shortWaits`, the loader's longest waits (a paint or a load that never comes: seconds) end at
 * once, for the tests that wait for every timer of the page and are not about those waits.
 */
async function pageWithLoader(paintTypes: string[], { shortWaits = false } = {}) {
  const { script } = await buildClientLoader();
  const window = new Window({
    url: 'http://site.test/en',
    ...(shortWaits ? { settings: { timer: { maxTimeout: 1 } } } : {}),
  });
  const { document } = window;
  document.head.innerHTML =
    '<meta name="site-client" content="/assets/client-A.js">' +
    '<link rel="stylesheet" href="/assets/page.css" disabled data-site-styles>';
  const observers: Observed[] = [];
  Object.assign(window, {
    PerformanceObserver: class {
      static supportedEntryTypes = paintTypes;
      constructor(private readonly callback: Observed) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    },
  });
  const globalsBefore = new Set(Object.keys(window));
  window.eval(script);
  return {
    window,
    /** The browser reports the first contentful paint to every observer. */
    paint: () => {
      for (const callback of observers) {
        callback(
          { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
          {
            disconnect() {},
          },
        );
      }
    },
    stylesOn: () => !document.querySelector('link[data-site-styles]')?.hasAttribute('disabled'),
    asked: () =>
      [...document.querySelectorAll('script[type=module]')].map((node) => node.getAttribute('src')),
    newGlobals: () => Object.keys(window).filter((name) => !globalsBefore.has(name)),
  };
}

/** Lets the page's timers and frames run until `done` holds. */
async function until(window: Window, done: () => boolean) {
  while (!done()) await new Promise((resolve) => window.setTimeout(resolve, 5));
}

describe('the client loader', () => {
  it('is one minified script that the CSP allows by the hash of its exact text', async () => {
    const { script, hash } = await buildClientLoader();
    expect(script).not.toContain('\n');
    // Every prerendered page carries it: small, though it also keeps the presses of early taps,
    // opens the header's lists and stores an early "Add to quote request" before the client.
    expect(script.length).toBeLessThan(2400);
    expect(hash).toBe(cspHash(script));
    expect(clientLoaderMarkup('/assets/client-A.js', script)).toBe(
      `<meta name="site-client" content="/assets/client-A.js"><script>${script}</script>`,
    );
  });

  it('waits for the first paint, then turns the stylesheet on and asks for the client once', async () => {
    const page = await pageWithLoader(['paint']);
    page.window.dispatchEvent(new page.window.Event('load'));
    expect(page.stylesOn()).toBe(false);
    expect(page.asked()).toEqual([]);
    page.paint();
    await until(page.window, () => page.asked().length > 0);
    expect(page.stylesOn()).toBe(true);
    expect(page.asked()).toEqual(['/assets/client-A.js']);
    expect(page.newGlobals()).toEqual([]);
    await page.window.happyDOM.abort();
  });

  it('where paints are not reported, goes by the page events alone', async () => {
    const page = await pageWithLoader([]);
    // A browser's DOMContentLoaded reaches the window too, where the loader listens.
    page.window.dispatchEvent(new page.window.Event('DOMContentLoaded'));
    expect(page.stylesOn()).toBe(true);
    page.window.dispatchEvent(new page.window.Event('load'));
    await until(page.window, () => page.asked().length > 0);
    expect(page.asked()).toEqual(['/assets/client-A.js']);
    await page.window.happyDOM.abort();
  });
  it('keeps the last button pressed before the client took over, and presses it once after', async () => {
    const page = await pageWithLoader(['paint']);
    const { document } = page.window;
    const [menu, language] = ['Menu', 'Language'].map((name) => {
      const button = document.createElement('button');
      button.textContent = name;
      document.body.append(button);
      return button;
    });
    // Pressed before the client was even asked for: the page has not painted yet.
    menu!.click();
    language!.click();
    const onLanguage = vi.fn();
    const onMenu = vi.fn();
    language!.addEventListener('click', onLanguage);
    menu!.addEventListener('click', onMenu);
    expect(onLanguage).not.toHaveBeenCalled();

    document.documentElement.dataset.render = 'hydrated';
    await until(page.window, () => onLanguage.mock.calls.length > 0);
    expect(onLanguage).toHaveBeenCalledTimes(1);
    expect(onMenu).not.toHaveBeenCalled();
    // Once the client has the page, a press is the client's alone.
    language!.click();
    expect(onLanguage).toHaveBeenCalledTimes(2);
    await page.window.happyDOM.abort();
  });

  it("opens and closes the header's lists before the client, and presses none of them again", async () => {
    const page = await pageWithLoader(['paint'], { shortWaits: true });
    const { document } = page.window;
    const list = (name: string) => {
      const button = document.createElement('button');
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', `${name}-list`);
      const items = document.createElement('ul');
      items.id = `${name}-list`;
      items.hidden = true;
      items.append(document.createElement('li'));
      document.body.append(button, items);
      return { button, items };
    };
    const language = list('language');
    const services = list('services');
    const shows = ({ button, items }: ReturnType<typeof list>) =>
      !items.hidden && button.getAttribute('aria-expanded') === 'true';

    language.button.click();
    expect(shows(language)).toBe(true);
    // A tap inside the list leaves it open; Escape closes it and gives the button the focus.
    language.items.firstElementChild!.dispatchEvent(
      new page.window.MouseEvent('click', { bubbles: true }),
    );
    expect(shows(language)).toBe(true);
    document.dispatchEvent(new page.window.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(shows(language)).toBe(false);
    expect(document.activeElement).toBe(language.button);
    // A second tap closes it, a tap elsewhere too, another list's button swaps it for its own.
    language.button.click();
    language.button.click();
    expect(shows(language)).toBe(false);
    language.button.click();
    document.body.click();
    expect(shows(language)).toBe(false);
    // The phone menu: a tap on its backdrop (the hidden element itself) or on a button in it
    // (its close) hides it.
    const menu = list('menu');
    const close = document.createElement('button');
    menu.items.append(close);
    menu.button.click();
    menu.items.click();
    expect(shows(menu)).toBe(false);
    expect(document.activeElement).toBe(menu.button);
    menu.button.click();
    close.focus();
    close.click();
    expect(shows(menu)).toBe(false);
    expect(document.activeElement).toBe(menu.button);
    // A tap elsewhere on the page leaves the focus where it is.
    language.button.click();
    services.button.focus();
    document.body.click();
    expect(shows(language)).toBe(false);
    expect(document.activeElement).toBe(services.button);
    language.button.click();
    services.button.click();
    expect([shows(language), shows(services)]).toEqual([false, true]);

    // React adopts an open list as it shows (shell/src/layout/useMenu.ts): no press again.
    const onServices = vi.fn();
    services.button.addEventListener('click', onServices);
    document.documentElement.dataset.render = 'hydrated';
    await page.window.happyDOM.waitUntilComplete();
    expect(onServices).not.toHaveBeenCalled();
    expect(shows(services)).toBe(true);
    await page.window.happyDOM.abort();
  });

  it('presses nothing when no button is left to press', async () => {
    const page = await pageWithLoader(['paint'], { shortWaits: true });
    const { document } = page.window;
    const button = document.createElement('button');
    document.body.append(button);
    button.click();
    button.remove();
    const onPress = vi.fn();
    button.addEventListener('click', onPress);
    document.documentElement.dataset.render = 'client';
    // Every timer of the page has run, the loader's longest waits included.
    await page.window.happyDOM.waitUntilComplete();
    expect(onPress).not.toHaveBeenCalled();
    await page.window.happyDOM.abort();
  });

  describe('"Add to quote request" pressed before the client', () => {
    const item = (id: string) => ({
      id,
      path: id,
      title: { az: id, tr: id, en: id, ru: id },
      kind: 'product',
      quantity: 1,
      note: '',
    });
    /** A quote button as AddToQuoteButton renders it before the item is on the list. */
    function quoteBox(page: Awaited<ReturnType<typeof pageWithLoader>>, id: string, limit = 30) {
      const { document } = page.window;
      const box = document.createElement('div');
      box.innerHTML = '<button type="button">Add</button><p hidden data-quote-answer>Added</p>';
      const button = box.querySelector('button')!;
      button.dataset.quoteEarly = JSON.stringify({
        key: 'site.quote',
        version: 1,
        limit,
        item: item(id),
      });
      document.body.append(box);
      return { button, answer: box.querySelector('p')!, onPress: vi.fn() };
    }
    const stored = (window: Window) =>
      JSON.parse(
        (window as unknown as { __siteListsInMemory?: Record<string, string> })
          .__siteListsInMemory?.['site.quote'] ??
          window.localStorage.getItem('site.quote') ??
          'null',
      ) as unknown;

    it('stores the item after those on the list, shows the confirmation, and presses nothing again', async () => {
      const page = await pageWithLoader(['paint'], { shortWaits: true });
      page.window.localStorage.setItem(
        'site.quote',
        JSON.stringify({ version: 1, items: [item('a')] }),
      );
      const quote = quoteBox(page, 'b');
      quote.button.click();
      quote.button.click();
      expect(stored(page.window)).toEqual({ version: 1, items: [item('a'), item('b')] });
      expect([quote.button.hidden, quote.answer.hidden]).toEqual([true, false]);

      quote.button.addEventListener('click', quote.onPress);
      page.window.document.documentElement.dataset.render = 'hydrated';
      await page.window.happyDOM.waitUntilComplete();
      expect(quote.onPress).not.toHaveBeenCalled();
      await page.window.happyDOM.abort();
    });

    it('keeps the list for the visit where storage is refused, as the client would', async () => {
      const page = await pageWithLoader(['paint'], { shortWaits: true });
      vi.spyOn(page.window.localStorage, 'setItem').mockImplementation(() => {
        throw new Error('QuotaExceededError');
      });
      quoteBox(page, 'a').button.click();
      expect(page.window.localStorage.getItem('site.quote')).toBeNull();
      expect(stored(page.window)).toEqual({ version: 1, items: [item('a')] });
      await page.window.happyDOM.abort();
    });

    it('leaves a press on a full list to the client', async () => {
      const page = await pageWithLoader(['paint'], { shortWaits: true });
      page.window.localStorage.setItem(
        'site.quote',
        JSON.stringify({ version: 1, items: [item('a')] }),
      );
      const quote = quoteBox(page, 'b', 1);
      quote.button.click();
      expect([quote.button.hidden, quote.answer.hidden]).toEqual([false, true]);
      expect(stored(page.window)).toEqual({ version: 1, items: [item('a')] });

      quote.button.addEventListener('click', quote.onPress);
      page.window.document.documentElement.dataset.render = 'hydrated';
      await until(page.window, () => quote.onPress.mock.calls.length > 0);
      expect(quote.onPress).toHaveBeenCalledTimes(1);
      await page.window.happyDOM.abort();
    });
  });
});
