import { expect, test } from 'vitest';
import { pageHeadings } from '../../support/headings';
import { containing, words } from '../../support/words';
import { inEachEngine } from '../journey';
import { region } from '../tab';

const en = words.en;
const singlePlatform = en.page('cnc-laser', 'machines.singlePlatform.name');
const exchangePlatform = en.page('cnc-laser', 'machines.exchangePlatform.name');

/** A control's words, then the machine's name for screen readers: “Compare: Single-platform…”. */
const namedFor = (label: string, machine: string) =>
  new RegExp(`^${containing(label).source}\\s?: ${containing(machine).source}`);

/** In the page: the name and address of each item's link on the quote page. */
function quoteItemsInPage(): string[] | null {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('main li a[href]')].filter(
    (link) => link.closest('li')?.querySelector('input, textarea'),
  );
  return links.length > 0
    ? links.map((link) => `${link.textContent?.trim()} -> ${new URL(link.href).pathname}`)
    : null;
}

inEachEngine('the quote request and the comparison', {}, (tab) => {
  test('a machine added on its page is on the quote page, also after a reload', async () => {
    await tab().open('/en/products/cnc-laser/single-platform');
    await tab().click('main button', namedFor(en.common('quote.add'), singlePlatform));
    // The button gives way to a link to the request, and the header counts the item.
    const quoteLink = `${en.shell('quote.label')}, ${en.shell('quote.items', { count: 1 })}`;
    await tab().find('header a', quoteLink);
    await tab().click('header a', quoteLink);
    await tab().until(() => location.pathname === '/en/quote');
    const item = `${singlePlatform} -> /en/products/cnc-laser/single-platform`;
    expect(await tab().until(quoteItemsInPage)).toEqual([item]);
    await tab().reload();
    expect(await tab().until(quoteItemsInPage)).toEqual([item]);
  });

  test('machines gather in the comparison tray across pages and a reload, then compare', async () => {
    await tab().open('/en/products/cnc-laser');
    // A fresh list, also when the test runs a second time in the same browser.
    await tab().run(() => localStorage.clear());
    await tab().reload();
    const compare = en.page('cnc-laser', 'compare.toggle');
    await tab().click('main button', namedFor(compare, singlePlatform));
    const tray = region(en.page('cnc-laser', 'compare.tray.label'));
    await tab().find(tray);
    await tab().click('main a', namedFor(en.page('cnc-laser', 'list.details'), exchangePlatform));
    await tab().until(() => location.pathname === '/en/products/cnc-laser/exchange-platform');
    // As a visitor does, read the machine's page before pressing its button.
    await tab().heading(pageHeadings.get('products/cnc-laser/exchange-platform')!.en);
    const toggle = namedFor(compare, exchangePlatform);
    await tab().click('main button', toggle);
    await tab().find('main button[aria-pressed="true"]', toggle);
    await tab().reload();
    await tab().find(
      `${tray} *`,
      en.page('cnc-laser', 'compare.tray.chosen', { chosen: 2, max: 4 }),
    );
    await tab().click(
      `${tray} a`,
      new RegExp(
        `^${containing(en.page('cnc-laser', 'compare.tray.compare', { chosen: 2 })).source}`,
      ),
    );
    await tab().until(
      () =>
        location.pathname + location.search ===
        '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform',
    );
    await tab().until(() => document.querySelectorAll('table thead th a').length === 2);
    expect(await tab().texts('table thead th a')).toEqual([
      expect.stringMatching(new RegExp(`^${containing(singlePlatform).source}`)),
      expect.stringMatching(new RegExp(`^${containing(exchangePlatform).source}`)),
    ]);
  });
});
