import { expect, test } from 'vitest';
import { pageHeadings } from '../../support/headings';
import { containing, words } from '../../support/words';
import { inEachEngine } from '../journey';

const { en, az } = words;
const mainNav = `header nav[aria-label="${en.shell('header.primaryNav')}"]`;
const showProducts = en.shell('nav.showPages', { section: en.navigation('products', 'products') });
const productsToggle = `${mainNav} button[aria-label="${showProducts}"]`;

inEachEngine('header menus and the language switch', {}, (tab) => {
  test('a section menu opens, leads to its page and closes; Escape closes it too', async () => {
    await tab().open('/en');
    await tab().click(productsToggle);
    expect(await tab().attribute(productsToggle, 'aria-expanded')).toBe('true');
    await tab().click(`${mainNav} a`, en.navigation('products', 'catalog'));
    await tab().until(() => location.pathname === '/en/products');
    await tab().heading(pageHeadings.get('products')!.en);
    expect(await tab().attribute(productsToggle, 'aria-expanded')).toBe('false');

    await tab().click(productsToggle);
    await tab().find(`${mainNav} a`, en.navigation('products', 'cncLaser'));
    await tab().press('Escape');
    await tab().until(
      (selector: string) =>
        document.querySelector(selector)?.getAttribute('aria-expanded') === 'false',
      [productsToggle],
    );
    expect(await tab().run(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      showProducts,
    );
  });

  test('the language switch opens the same page in the chosen language, and keeps it', async () => {
    await tab().open('/en/products/cnc-laser/single-platform');
    await tab().click(
      'header button[aria-controls]',
      new RegExp(`${containing(en.shell('language.label')).source}: EN$`),
    );
    await tab().click('header a[hreflang="ru"]');
    await tab().until(() => location.pathname === '/ru/products/cnc-laser/single-platform');
    await tab().heading(pageHeadings.get('products/cnc-laser/single-platform')!.ru);
    expect(await tab().attribute('html', 'lang')).toBe('ru');
    // The choice is remembered: the bare address now opens in Russian.
    await tab().open('/');
    expect(await tab().path()).toBe('/ru');
  });
});

inEachEngine('the phone menu', { width: 375, height: 740 }, (tab) => {
  test('opens over the page, leads to a page and closes; Escape returns the focus', async () => {
    await tab().open('/az');
    expect(await tab().texts(mainNav)).toEqual([]);
    const toggle = 'header button[aria-controls="mobile-menu"]';
    await tab().click(toggle);
    const menu = '[role="dialog"][aria-modal="true"]';
    await tab().find(menu);
    expect(await tab().texts(`${menu} nav a`)).toEqual(
      expect.arrayContaining([
        az.shell('nav.home'),
        az.navigation('showcase', 'about'),
        az.navigation('services', 'services'),
        az.navigation('products', 'products'),
        az.navigation('showcase', 'contact'),
      ]),
    );
    await tab().click(`${menu} a[href="/az/about"]`);
    await tab().until(() => location.pathname === '/az/about');
    await tab().gone(menu);
    await tab().heading(pageHeadings.get('about')!.az);

    await tab().click(toggle);
    await tab().find(menu);
    await tab().press('Escape');
    await tab().gone(menu);
    expect(
      await tab().run(() => document.activeElement?.getAttribute('aria-controls') ?? null),
    ).toBe('mobile-menu');
  });
});
