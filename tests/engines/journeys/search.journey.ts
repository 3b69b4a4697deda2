import { expect, test } from 'vitest';
import { containing, words } from '../../support/words';
import { inEachEngine } from '../journey';

/** The addresses of the results shown: the links of a list named after the query (“…”, «…»). */
function resultPathsInPage(scope: string): string[] | null {
  const nameOf = (list: Element) =>
    list.getAttribute('aria-label') ??
    document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ??
    '';
  const lists = [...document.querySelectorAll(`${scope} :is(ol, ul)`)].filter((list) =>
    /[“«]/.test(nameOf(list)),
  );
  const links = lists.flatMap((list) => [...list.querySelectorAll('a')]);
  return links.length > 0 ? links.map((link) => new URL(link.href).pathname) : null;
}

inEachEngine('search', {}, (tab) => {
  test('the header field shows results as one types, and Enter opens the search page', async () => {
    await tab().open('/tr/about');
    await tab().type('#site-search', 'kaynak');
    const offered = await tab().until(resultPathsInPage, ['form[role="search"]'], 15_000);
    expect(offered).toContain('/tr/products/welding-machines');
    await tab().press('Enter');
    await tab().until(() => location.pathname + location.search === '/tr/search?q=kaynak');
    await tab().until(
      (text: string) => document.querySelector('h1')?.textContent === text,
      [words.tr.shell('search.page.title')],
    );
    const found = await tab().until(resultPathsInPage, ['main'], 15_000);
    expect(found.filter((path) => !/^\/tr(\/|$)/.test(path))).toEqual([]);
    expect(found.slice(0, 8)).toContain('/tr/products/welding-machines');
  });

  test('the search page finds in its language and filters by section, kept in the address', async () => {
    await tab().open(`/ru/search?q=${encodeURIComponent('лазер')}`);
    const found = await tab().until(resultPathsInPage, ['main'], 15_000);
    expect(found.slice(0, 8)).toContain('/ru/products/cnc-laser');
    const products = containing(words.ru.shell('search.sections.products')).source;
    await tab().click('main label', new RegExp(`^${products} \\(\\d+\\)$`));
    await tab().until(() => location.search.includes('section=products'));
    await tab().until(
      (scope: string) => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>(`${scope} ol a`)];
        return (
          links.length > 3 &&
          links.every((link) => new URL(link.href).pathname.startsWith('/ru/products'))
        );
      },
      ['main'],
    );
    await tab().reload();
    expect(
      await tab().run(
        () =>
          document.querySelector('main input[type="radio"]:checked')?.parentElement?.textContent,
      ),
    ).toMatch(new RegExp(`^${products}`));
  });
});
