import { expect, test } from 'vitest';
import { pageHeadings } from '../../support/headings';
import { words } from '../../support/words';
import { inEachEngine } from '../journey';
import { chosenEngines, openTab } from '../engines';

/**
 * One page of each kind, languages rotating so each language comes several times: the page is
 * prerendered, its scripts take it over (hydration, not a fresh render), and its heading is the
 * one the HTML had and the words say.
 */
const pageOfEachKind = [
  '/az',
  '/tr/services',
  '/en/services/facade-covering',
  '/ru/products',
  '/az/products/cnc-laser',
  '/tr/products/cnc-laser/single-platform',
  '/en/products/welding-machines',
  '/ru/products/welding-machines/handheld-laser-welding',
  '/az/products/welding-machines/tig-welding',
  '/tr/products/torna-freze',
  '/en/products/cutting-machines',
  '/ru/products/consumables',
  '/az/products/compressors',
  '/tr/about',
  '/en/sectors',
  '/ru/projects',
  '/az/partners',
  '/tr/contact',
  '/en/quote',
  '/ru/products/cnc-laser/compare',
  '/az/search',
];

/** In the page: the h1 of the HTML as the server sent it (before any script ran). */
async function prerenderedHeading(): Promise<string | null> {
  const html = await (await fetch(location.href)).text();
  const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h1');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
}

inEachEngine('every page type starts', {}, (tab) => {
  for (const path of pageOfEachKind) {
    test(`${path} is prerendered, taken over, and keeps its content`, async () => {
      await tab().open(path);
      expect(await tab().rendered()).toBe('hydrated');
      const heading = await tab().text('h1');
      expect(heading).toBeTruthy();
      expect(heading).toBe(await tab().run(prerenderedHeading));
      const [, language, page = ''] = /^\/(\w\w)\/?(.*)$/.exec(path)!;
      const headings = pageHeadings.get(page) as Record<string, string> | undefined;
      if (headings) expect(heading).toBe(headings[language!]);
      expect(await tab().attribute('html', 'lang')).toBe(language);
    });
  }

  test('an address that does not exist answers with the not-found page in its language', async () => {
    await tab().open('/tr/products/no-such-machine');
    expect(await tab().text('h1')).toBe(words.tr.common('notFound.title'));
    expect(await tab().run(async () => (await fetch(location.href)).status)).toBe(404);
    await tab().click('main a[href="/tr"]');
    await tab().until(() => location.pathname === '/tr');
  });
});

// The first visit to the bare address follows the browser's languages (ru in Firefox, tr in
// WebKit, so the two engines cover two languages between them).
const firstVisit: Record<string, { languages: string[]; lands: string }> = {
  firefox: { languages: ['ru-RU', 'ru', 'en'], lands: '/ru' },
  webkit: { languages: ['tr-TR', 'tr'], lands: '/tr' },
  chromium: { languages: ['az-AZ', 'az'], lands: '/az' },
};

for (const engine of chosenEngines()) {
  const visitor = firstVisit[engine.name]!;
  test(`${engine.label}: a first visit to / opens the site in the browser's language (${visitor.lands})`, async () => {
    const tab = await openTab(engine, { languages: visitor.languages });
    try {
      await tab.open('/');
      expect(await tab.path()).toBe(visitor.lands);
      expect(await tab.run(() => navigator.language.slice(0, 2))).toBe(visitor.lands.slice(1));
      expect(await tab.problems()).toEqual([]);
    } finally {
      await tab.close();
    }
  }, 60_000);
}
