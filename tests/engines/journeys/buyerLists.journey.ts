import { expect, test } from 'vitest';
import { pageHeadings } from '../../support/headings';
import { inEachEngine } from '../journey';
import { region } from '../tab';

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
    await tab().click('main button', /^Add to quote request\s?: Single-platform/);
    // The button gives way to a link to the request, and the header counts the item.
    await tab().find('header a', 'Quote request, 1 item');
    await tab().click('header a', 'Quote request, 1 item');
    await tab().until(() => location.pathname === '/en/quote');
    const item =
      'Single-platform fibre laser cutting machine -> /en/products/cnc-laser/single-platform';
    expect(await tab().until(quoteItemsInPage)).toEqual([item]);
    await tab().reload();
    expect(await tab().until(quoteItemsInPage)).toEqual([item]);
  });

  test('machines gather in the comparison tray across pages and a reload, then compare', async () => {
    await tab().open('/en/products/cnc-laser');
    // A fresh list, also when the test runs a second time in the same browser.
    await tab().run(() => localStorage.clear());
    await tab().reload();
    await tab().click('main button', /^Compare\s?: Single-platform/);
    const tray = region('Machine comparison');
    await tab().find(tray);
    await tab().click('main a', /^Specifications and details\s?: Exchange-platform/);
    await tab().until(() => location.pathname === '/en/products/cnc-laser/exchange-platform');
    // As a visitor does, read the machine's page before pressing its button.
    await tab().heading(pageHeadings.get('products/cnc-laser/exchange-platform')!.en);
    const toggle = /^Compare\s?: Exchange-platform/;
    await tab().click('main button', toggle);
    await tab().find('main button[aria-pressed="true"]', toggle);
    await tab().reload();
    await tab().find(`${tray} *`, '2 of 4');
    await tab().click(`${tray} a`, /^Compare \(2\)/);
    await tab().until(
      () =>
        location.pathname + location.search ===
        '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform',
    );
    await tab().until(() => document.querySelectorAll('table thead th a').length === 2);
    expect(await tab().texts('table thead th a')).toEqual([
      expect.stringMatching(/^Single-platform/),
      expect.stringMatching(/^Exchange-platform/),
    ]);
  });
});
