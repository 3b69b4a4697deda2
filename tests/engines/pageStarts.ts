import { expect, test } from 'vitest';
import { pageHeadings } from '../support/headings';
import type { Tab } from './tab';

/** In the page: the h1 of the HTML as the server sent it (before any script ran). */
async function prerenderedHeading(): Promise<string | null> {
  const html = await (await fetch(location.href)).text();
  const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h1');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
}

/**
 * One test per address: the page is prerendered, its scripts take it over (hydration, not a
 * fresh render), and its heading is the one the HTML had and the words say.
 */
export function eachPageStarts(tab: () => Tab, addresses: readonly string[]): void {
  for (const address of addresses) {
    test(`${address} is prerendered, taken over, and keeps its content`, async () => {
      await tab().open(address);
      expect(await tab().rendered()).toBe('hydrated');
      const heading = await tab().text('h1');
      expect(heading).toBeTruthy();
      expect(heading).toBe(await tab().run(prerenderedHeading));
      const [, language, page = ''] = /^\/(\w\w)\/?(.*)$/.exec(address)!;
      const headings = pageHeadings.get(page) as Record<string, string> | undefined;
      if (headings) expect(heading).toBe(headings[language!]);
      expect(await tab().attribute('html', 'lang')).toBe(language);
    });
  }
}
