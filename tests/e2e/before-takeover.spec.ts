import type { Page, Route } from '@playwright/test';
import { languageNames } from '@site/shared/i18n/languages';
import { expect, test } from '../support/fixtures';
import { words } from '../support/words';

const { en } = words;

// A phone's visitor taps the header while the page is starting: the page shows its prerendered
// HTML, and its scripts are still on their way. The lists the HTML holds (the languages, a
// section's pages) answer at once, from the page's inline script (shell/src/loader/
// clientLoader.ts); React then adopts them as the visitor left them. Each test goes to its page
// until the HTML commits, as the site's own start is what it holds back.

/** Holds every script the page asks for until `release` is called: the client never starts. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  return {
    asked: () => held.length > 0,
    release: async () => {
      holding = false;
      for (const route of held) await route.continue();
    },
  };
}

const languageLabel = en.shell('language.label');

test('the language list opens and closes before the client, and stays open as React takes over', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/en/contact', { waitUntil: 'commit' });
  // The inline script has asked for the client, which is held: nothing of React runs.
  await expect.poll(scripts.asked, 'the client asked for').toBe(true);
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: `${languageLabel}: EN` });
  const list = banner.getByRole('list', { name: languageLabel });

  await button.click();
  await expect(list).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(list).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(list).toBeHidden();
  await button.click();
  await expect(list).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-render', /./);

  await scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  // React's state has the list open, as it shows: its own tap-elsewhere closes it, and one tap
  // on the button opens it again.
  await expect(list).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(list).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(list).toBeVisible();
  // A language of the early list is a link like any other.
  await list.getByRole('link', { name: languageNames.ru }).click();
  await expect(page).toHaveURL(/\/ru\/contact$/);
});

test('a list closed again before the client stays closed, and the next tap opens it', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/en/contact', { waitUntil: 'commit' });
  await expect.poll(scripts.asked, 'the client asked for').toBe(true);
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: `${languageLabel}: EN` });
  const list = banner.getByRole('list', { name: languageLabel });
  await button.click();
  await button.click();
  await expect(list).toBeHidden();

  await scripts.release();
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await expect(list).toBeHidden();
  await button.click();
  await expect(list).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});
