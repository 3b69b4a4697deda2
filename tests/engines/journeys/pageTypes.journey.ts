import { expect, test } from 'vitest';
import { words } from '../../support/words';
import { inEachEngine } from '../journey';
import { chosenEngines, openTab } from '../engines';
import { testEachPageStarts } from '../pageStarts';

/**
 * One page of each kind outside the catalogue (its pages: catalogue.journey.ts), languages
 * rotating so each language comes several times: the page starts whole (pageStarts.ts).
 */
const pageOfEachKind = [
  '/az',
  '/tr/services',
  '/en/services/facade-covering',
  '/tr/about',
  '/en/sectors',
  '/ru/projects',
  '/az/partners',
  '/tr/contact',
  '/en/quote',
  '/az/search',
];

inEachEngine('every page type starts', {}, (tab) => {
  testEachPageStarts(tab, pageOfEachKind);

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
