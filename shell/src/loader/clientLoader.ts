// The one inline script of a prerendered page; the prerender minifies it into every page
// (tooling/prerender/clientLoader.js) and the CSP allows it by its hash. It asks for the client
// (the shell's entry, named by `<meta name="site-client">`) only once the page has loaded and the
// browser has reported its first contentful paint, so nothing of ours but the HTML, its inline
// styles and the first picture is on the network before the page is seen.
//
// Until the client has taken over, what the header's HTML holds hidden (the languages, a
// section's pages, the phone menu: a button with `aria-expanded` whose `aria-controls` names an
// element of the page) opens and closes at once, here: a tap shows it, a second tap, a tap
// elsewhere, a button in it (the menu's close) or Escape hides it. "Add to quote request" stores
// its item here and gives way to the confirmation its box holds hidden (`data-quote-early`,
// shared/src/ui/quote/AddToQuoteButton.tsx); React then shows the list as stored. Other buttons
// show but do nothing: the last one pressed meanwhile is kept from the first moment and pressed
// again once React has adopted the page (`<html data-render>`), so an early tap is not lost,
// however long the client takes to arrive. A list or menu left open needs no press: React adopts
// it open (shell/src/layout/useAdoptOpen.ts). Links need no help: they work as plain links.

(() => {
  /** Longest wait for the first paint after the load; then the client is asked for anyway. */
  const paintWaitMs = 3000;
  /** Longest wait for the load (a first-screen picture that hangs) after the parse starts. */
  const loadWaitMs = 4000;
  let clientAsked = false;
  let loaded = false;

  function askForClient(): void {
    if (clientAsked) return;
    clientAsked = true;
    const entry = document.querySelector<HTMLMetaElement>('meta[name=site-client]');
    if (!entry) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry.content;
    document.head.appendChild(script);
  }

  /** The page's stylesheet, named disabled so it never competes with the first paint. */
  function enableStylesheets(): void {
    for (const link of document.querySelectorAll('link[data-site-styles]')) {
      link.removeAttribute('disabled');
    }
  }

  /** Runs `then` in the frame after the first contentful paint; false where none is reported. */
  function afterFirstPaint(then: () => void): boolean {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return false;
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(then));
    }).observe({ type: 'paint', buffered: true });
    return true;
  }

  function onLoad(): void {
    if (loaded) return;
    loaded = true;
    setTimeout(askForClient, paintWaitMs);
    if (!afterFirstPaint(askForClient)) setTimeout(askForClient);
  }

  /** The hidden list a header button opens, if the page holds it. */
  function listOf(button: HTMLButtonElement): HTMLElement | null {
    const id = button.getAttribute('aria-controls');
    return button.hasAttribute('aria-expanded') && id ? document.getElementById(id) : null;
  }

  /**
   * Puts the button's item on the visitor's quote request as `addToQuote` would (kept as
   * shared/src/lists/storedList.ts keeps it: local storage, or the page's memory where storage
   * is blocked or full) and shows the confirmation in its place. False when the list already
   * holds the most it keeps: the press is then kept for the client, as any other press is.
   */
  function addEarlyQuote(button: HTMLButtonElement): boolean {
    const { key, version, limit, item } = JSON.parse(
      button.dataset.quoteEarly!,
      // A classic script, not a module: an import statement, even of a type, would make it one.
      // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    ) as import('@site/shared/lists/quoteList').EarlyQuote;
    const memory = (window.__siteListsInMemory ??= {});
    let items: { id?: unknown }[] = [];
    try {
      const stored = JSON.parse(memory[key] ?? localStorage.getItem(key) ?? 'null') as {
        version?: number;
        items?: { id?: unknown }[];
      } | null;
      if (stored?.version === version && Array.isArray(stored.items)) items = stored.items;
    } catch {
      // Storage blocked, or not JSON: the list starts anew, as the client's would.
    }
    if (!items.some((stored) => stored?.id === item.id)) {
      if (items.length >= limit) return false;
      const text = JSON.stringify({ version, items: [...items, item] });
      try {
        localStorage.setItem(key, text);
        delete memory[key];
      } catch {
        memory[key] = text;
      }
    }
    button.hidden = true;
    button.parentElement?.querySelector('[data-quote-answer]')?.removeAttribute('hidden');
    return true;
  }

  function keepEarlyPresses(): void {
    let last: HTMLButtonElement | null = null;
    let shown: HTMLButtonElement | null = null;
    const show = (button: HTMLButtonElement | null) => {
      if (shown) {
        listOf(shown)!.hidden = true;
        shown.setAttribute('aria-expanded', 'false');
      }
      if (button) {
        listOf(button)!.hidden = false;
        button.setAttribute('aria-expanded', 'true');
      }
      shown = button;
    };
    const onPress = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest('button') ?? null;
      if (shown && button !== shown) {
        // A tap elsewhere, on the menu's backdrop or on a button in it (its close) hides it; a
        // link in it goes on as a link. The backdrop and the close give the focus back to the
        // button that opened it, as the client's menu does.
        const opener = shown;
        const list = listOf(opener)!;
        const inside = !!target && target !== list && list.contains(target);
        if (!inside || button) {
          show(null);
          if (target === list || (button && inside)) opener.focus();
        }
      }
      if (button && listOf(button)) show(button === shown ? null : button);
      else if (button?.dataset.quoteEarly && addEarlyQuote(button)) return;
      if (button) last = button;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !shown) return;
      const button = shown;
      show(null);
      button.focus();
    };
    document.addEventListener('click', onPress, true);
    document.addEventListener('keydown', onKey, true);
    const observer = new MutationObserver(() => {
      if (!document.documentElement.dataset.render) return;
      observer.disconnect();
      document.removeEventListener('click', onPress, true);
      document.removeEventListener('keydown', onKey, true);
      // After React's own commit work, so the button has its handlers.
      setTimeout(() => {
        if (last?.isConnected && !listOf(last)) last.click();
      });
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-render'],
    });
  }

  keepEarlyPresses();
  if (!afterFirstPaint(enableStylesheets)) {
    addEventListener('DOMContentLoaded', enableStylesheets);
  }
  if (document.readyState === 'complete') {
    onLoad();
  } else {
    addEventListener('load', onLoad, { once: true });
    setTimeout(onLoad, loadWaitMs);
  }
})();
