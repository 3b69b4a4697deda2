import { expect, test } from 'vitest';
import { pageHeadings } from '../../support/headings';
import { retryLabel, sectionKeptText } from '../../support/site';
import { containing, words } from '../../support/words';
import { allowProblems, inEachEngine } from '../journey';
import { remoteDownCookie } from '../site';
import { region } from '../tab';

/** What the federation runtime and the shell log when a remote's files do not come. */
const remoteFailed =
  /Federation Runtime|RUNTIME-|loadEntry|remote|Failed to fetch|import|NetworkError|Load failed|Importing a module script failed/i;

inEachEngine('a remote that does not answer', {}, (tab) => {
  test('a prerendered page keeps its content, says so in its language, and Retry recovers', async () => {
    allowProblems(remoteFailed);
    // The cookie is set on a plain file of the site, before any page: a page would install the
    // offline worker, which may then answer the section's files from its cache (as it should).
    await tab().driver.goto(new URL('/robots.txt', tab().origin).href);
    await tab().run((cookie: string) => {
      document.cookie = `${cookie}=products; path=/`;
    }, remoteDownCookie);
    await tab().open('/ru/products/cnc-laser');
    const heading = pageHeadings.get('products/cnc-laser')!.ru;
    expect(await tab().text('h1')).toBe(heading);
    expect(
      await tab().until(() => document.querySelector('[role="alert"]')?.textContent),
    ).toContain(sectionKeptText.ru);
    expect(await tab().text('footer')).toContain(words.ru.shell('footer.hours'));

    await tab().run((cookie: string) => {
      document.cookie = `${cookie}=; max-age=0; path=/`;
    }, remoteDownCookie);
    await tab().click('[role="alert"] button', retryLabel.ru);
    await tab().until(
      (kept: string) =>
        ![...document.querySelectorAll('[role="alert"]')].some((alert) =>
          alert.textContent?.includes(kept),
        ),
      [sectionKeptText.ru],
      15_000,
    );
    expect(await tab().text('h1')).toBe(heading);
    // The section works again: its buttons answer.
    await tab().click(
      'main button',
      new RegExp(`^${containing(words.ru.page('cnc-laser', 'compare.toggle')).source}\\s?: `),
    );
    await tab().find(region(words.ru.page('cnc-laser', 'compare.tray.label')));
  });
});
