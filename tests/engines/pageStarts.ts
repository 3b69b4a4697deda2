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
 * Opens a page and checks that it starts whole: prerendered, taken over by its scripts
 * (hydration, not a fresh render), with the heading the HTML had and the words say, in the
 * address's language.
 */
async function expectPageStarts(tab: Tab, path: string): Promise<void> {
  await tab.open(path);
  expect(await tab.rendered()).toBe('hydrated');
  const heading = await tab.text('h1');
  expect(heading).toBeTruthy();
  expect(heading).toBe(await tab.run(prerenderedHeading));
  const [, language, page = ''] = /^\/(\w\w)\/?(.*)$/.exec(path)!;
  const headings = pageHeadings.get(page) as Record<string, string> | undefined;
  if (headings) expect(heading).toBe(headings[language!]);
  expect(await tab.attribute('html', 'lang')).toBe(language);
}

/** Declares one test per page: it starts whole (`expectPageStarts`). */
export function testEachPageStarts(tab: () => Tab, paths: readonly string[]): void {
  for (const path of paths) {
    test(`${path} is prerendered, taken over, and keeps its content`, () =>
      expectPageStarts(tab(), path));
  }
}
