import { patience } from '../support/patience';

/** The engines the journeys run in, besides the Playwright suite's Chromium. */
export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** A key a journey presses, by its W3C name. */
export type Key = 'Escape' | 'Enter' | 'Tab' | 'ArrowLeft' | 'ArrowRight';

/** How a journey opens a browser: its window and the languages the visitor set in it. */
export interface TabOptions {
  width?: number;
  height?: number;
  /** The browser's preferred languages (Accept-Language, navigator.languages). */
  languages?: readonly string[];
  /** A touch screen, as on a phone or tablet (where the engine can have one). */
  touch?: boolean;
}

/**
 * What a driver gives a journey: the handful of things a visitor does (open an address, click,
 * type, press a key, swipe) and a way to read the page. Each engine's driver implements these;
 * everything else a journey uses is built on them in `Tab`.
 */
export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function in the page and returns its (JSON) result; a promise is awaited. */
  run<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>>;
  /** A real click, in the middle of the element the selector finds first. */
  click(selector: string): Promise<void>;
  /** Focuses the field and types the text key by key. */
  type(selector: string, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /**
   * A finger on the touch screen moving `dx` pixels across the element; false where the engine
   * cannot send touch through its driver.
   */
  swipe(selector: string, dx: number): Promise<boolean>;
  close(): Promise<void>;
}

/** A region (a named `<section>`, or an element with that role) by its name. */
export const region = (name: string) =>
  `:is(section[aria-label="${name}"], [role="region"][aria-label="${name}"])`;

/** Text to match: a string is the whole trimmed text, a RegExp a part of it. */
export type Name = string | RegExp;

interface PageName {
  source: string;
  flags: string;
  exact: boolean;
}

const pageName = (name: Name | undefined): PageName | undefined =>
  name === undefined
    ? undefined
    : typeof name === 'string'
      ? { source: name, flags: '', exact: true }
      : { source: name.source, flags: name.flags, exact: false };

/**
 * In the page: marks the first visible element that matches the selector and, when given, whose
 * name (aria-label, else its text) matches, and returns a selector for that one element.
 */
function markInPage(selector: string, name: PageName | undefined, mark: string): string | null {
  // Close to the accessible name: aria-label, else the text without what is aria-hidden
  // (a visually hidden part counts, as a screen reader reads it).
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label !== null) return label.trim();
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const fits = (element: Element) => {
    if (!name) return true;
    const text = nameOf(element);
    return name.exact ? text === name.source : new RegExp(name.source, name.flags).test(text);
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const found = [...document.querySelectorAll(selector)].find(
    (element) => visible(element) && fits(element),
  );
  if (!found) return null;
  found.setAttribute('data-engine-mark', mark);
  return `[data-engine-mark="${mark}"]`;
}

/** In the page: the text of every visible element the selector finds (null for none). */
function textsInPage(selector: string): string[] | null {
  const texts = [...document.querySelectorAll(selector)]
    .filter((element) => element.getBoundingClientRect().height > 0)
    .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
  return texts.length > 0 ? texts : null;
}

/**
 * In the page: brings the element to the middle of the window and says where it is, null while
 * something else (a sticky header, a tray, a dialog) covers its middle, or "gone" once it has
 * left the page (React drew it anew).
 */
function placeInPage(selector: string, scroll: boolean): string | null {
  const element = document.querySelector(selector);
  if (!element) return 'gone';
  if (scroll) {
    // The visitor scrolls it into view themselves, which stops a route change's late scrolls to
    // the top (shell/src/app/ScrollToTop.tsx): without the wheel's event one could move the page
    // between the element settling and the click.
    window.dispatchEvent(new WheelEvent('wheel'));
    element.scrollIntoView({ block: 'center', inline: 'center' });
  }
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit && element.contains(hit) ? [box.x, box.y, box.width, box.height].join(',') : null;
}

/** In the page: the attribute of the first element the selector finds, or null. */
function attributeInPage(selector: string, name: string): string | null {
  return document.querySelector(selector)?.getAttribute(name) ?? null;
}

/** In the page: what the probe recorded since the tab opened (or was last cleared). */
function problemsInPage(clear: boolean): string[] {
  const recorded = (window as { __engineProblems?: string[] }).__engineProblems ?? [];
  const copy = [...recorded];
  if (clear) {
    recorded.length = 0;
    try {
      sessionStorage.removeItem('engine-problems');
    } catch {
      // Storage blocked: the page's list was cleared.
    }
  }
  return copy;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A browser tab on the site, in one engine: what journeys are written against. Elements are
 * found as a visitor finds them, by what they are (a CSS selector for the role or place) and
 * what they say; waits poll the page, as a visitor looks again.
 */
export class Tab {
  private marks = 0;

  constructor(
    readonly driver: Driver,
    readonly origin: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /** Opens a path of the site and waits until the page is taken over by its scripts. */
  async open(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.origin).href);
    await this.rendered();
  }

  async reload(): Promise<void> {
    await this.driver.reload();
    await this.rendered();
  }

  /** The page's `<html data-render>`: set once React has hydrated or rendered it. */
  async rendered(): Promise<string> {
    return this.until(
      () => document.documentElement.dataset.render ?? null,
      [],
      patience.expectation,
    );
  }

  run<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>> {
    return this.driver.run(fn, ...args);
  }

  /** The address's path and query. */
  path(): Promise<string> {
    return this.run(() => location.pathname + location.search);
  }

  async texts(selector: string): Promise<string[]> {
    return (await this.run(textsInPage, selector)) ?? [];
  }

  /** Waits for a visible element that matches and returns its text. */
  async text(selector: string, timeout: number = patience.expectation): Promise<string> {
    const [text] = await this.until(textsInPage, [selector], timeout, () => selector);
    return text!;
  }

  /** Waits until the page's h1 reads `text` (after a navigation inside the site). */
  async heading(text: string): Promise<void> {
    await this.until(
      (wanted: string) => document.querySelector('h1')?.textContent?.trim() === wanted,
      [text],
      patience.expectation,
      () => `the heading "${text}"`,
    );
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.run(attributeInPage, selector, name);
  }

  /** Waits for a visible element that matches, and returns a selector for exactly that one. */
  async find(
    selector: string,
    name?: Name,
    timeout: number = patience.expectation,
  ): Promise<string> {
    const mark = String(++this.marks);
    return this.until(markInPage, [selector, pageName(name), mark], timeout, () =>
      name === undefined ? selector : `${selector} named ${String(name)}`,
    );
  }

  /**
   * Finds the element, brings it to the middle of the window (as a visitor scrolls to what they
   * want, clear of a sticky header or tray) and clicks it once it stays there with nothing over
   * it, as a visitor's finger lands on what they see (the site may still move the page: a route
   * change scrolls to the top again at 50 and 200 ms, until the visitor scrolls, as this does).
   * An element React replaced in the meantime is found again.
   */
  async click(selector: string, name?: Name): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const target = await this.find(selector, name);
      try {
        await this.settle(target);
        await this.driver.click(target);
        return;
      } catch (error) {
        if (
          attempt === 3 ||
          !/detached|stale|not attached|no such element|no element found/i.test(String(error))
        ) {
          throw error;
        }
      }
    }
  }

  /**
   * Scrolls the element to the middle until it stays in one place, uncovered, for 100 ms. Throws
   * "no such element" when it left the page, so that click() finds it again.
   */
  private async settle(target: string, timeout: number = patience.expectation): Promise<void> {
    const end = Date.now() + timeout;
    const placeOf = async (scroll: boolean) => {
      const place = await this.run(placeInPage, target, scroll);
      if (place === 'gone') throw new Error(`no such element: ${target} left the page`);
      return place;
    };
    let place = await placeOf(true);
    for (;;) {
      await pause(100);
      const now = await placeOf(false);
      if (now !== null && now === place) return;
      if (Date.now() > end) {
        throw new Error(`${target} did not stay in view, uncovered, for ${timeout} ms`);
      }
      place = now === null ? await placeOf(true) : now;
    }
  }

  async type(selector: string, text: string, name?: Name): Promise<void> {
    await this.driver.type(await this.find(selector, name), text);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  /**
   * Swipes across the element; false when no touch event reached the page (the engine's driver
   * has no touch screen and sent nothing, or a mouse instead).
   */
  async swipe(selector: string, dx: number): Promise<boolean> {
    const target = await this.find(selector);
    await this.run(() => {
      const page = window as { engineTouched?: boolean };
      page.engineTouched = false;
      window.addEventListener('touchstart', () => (page.engineTouched = true), {
        once: true,
        capture: true,
      });
    });
    const sent = await this.driver.swipe(target, dx);
    return (
      sent && (await this.run(() => (window as { engineTouched?: boolean }).engineTouched === true))
    );
  }

  /** Waits until nothing the selector finds shows (it may stay in the page, hidden). */
  async gone(selector: string, timeout: number = patience.expectation): Promise<void> {
    await this.until(
      (within: string) =>
        ![...document.querySelectorAll(within)].some((element) => element.getClientRects().length),
      [selector],
      timeout,
      () => `nothing shown of ${selector}`,
    );
  }

  /** Polls a page function until it returns something other than null, false or undefined. */
  async until<R>(
    fn: (...args: never[]) => R,
    args: readonly unknown[] = [],
    timeout: number = patience.expectation,
    what: () => string = () => fn.name || 'the page',
  ): Promise<NonNullable<Awaited<R>>> {
    const end = Date.now() + timeout;
    for (;;) {
      const value = await this.driver.run(fn, ...args).catch(() => null);
      if (value !== null && value !== undefined && value !== false) {
        return value as NonNullable<Awaited<R>>;
      }
      if (Date.now() > end) throw new Error(`${this.engine}: waited ${timeout} ms for ${what()}`);
      await pause(100);
    }
  }

  /** Errors the page showed in its console since the last call (the probe's record). */
  problems(): Promise<string[]> {
    return this.run(problemsInPage, true);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
