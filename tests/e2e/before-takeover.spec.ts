import type { Page, Route } from '@playwright/test';
import { languageNames } from '@site/shared/i18n/languages';
import { expect, test } from '../support/fixtures';
import { closeBesideAndByEscape, phoneMenu } from '../support/phoneMenu';
import { containing, words } from '../support/words';

const { en, ru } = words;

// A phone's visitor taps the header while the page is starting: the page shows its prerendered
// HTML, and its scripts are still on their way. The lists the HTML holds hidden (the languages, a
// section's pages, the phone menu) answer at once, from the page's inline script (shell/src/
// loader/clientLoader.ts); React then adopts them as the visitor left them.

/**
 * Opens a page (`/en/contact`) with every script it asks for held: the inline script has asked
 * for the client, and nothing of React runs until `takeOver` lets the scripts through.
 */
async function openHeld(page: Page, address = '/en/contact') {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto(address, { waitUntil: 'commit' });
  await expect.poll(() => held.length > 0, 'the client asked for').toBe(true);
  return {
    takeOver: async () => {
      await expect(page.locator('html')).not.toHaveAttribute('data-render', /./);
      holding = false;
      for (const route of held) await route.continue();
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
    },
  };
}

const languageLabel = en.shell('language.label');
const languageButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: `${languageLabel}: EN` });
const languageList = (page: Page) =>
  page.getByRole('banner').getByRole('list', { name: languageLabel });

test('the language list opens and closes before the client, and stays open as React takes over', async ({
  page,
}) => {
  const start = await openHeld(page);
  const button = languageButton(page);
  const list = languageList(page);

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

  await start.takeOver();
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
  const start = await openHeld(page);
  const button = languageButton(page);
  const list = languageList(page);
  await button.click();
  await button.click();
  await expect(list).toBeHidden();

  await start.takeOver();
  await expect(list).toBeHidden();
  await button.click();
  await expect(list).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and closes before the client, and stays open as React takes over', async ({
    page,
  }) => {
    const start = await openHeld(page);
    const { open, menu } = phoneMenu(page);

    await open.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: en.shell('nav.home'), exact: true })).toBeVisible();
    await menu.getByRole('button', { name: en.shell('nav.closeMenu') }).click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await closeBesideAndByEscape(page);
    await open.click();
    await expect(menu).toBeVisible();

    await start.takeOver();
    // React has it open: the focus is kept inside, Escape closes it, a link chosen leads on.
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await menu.getByRole('link', { name: en.navigation('showcase', 'about') }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(menu).toBeHidden();
  });
});

test('"Add to quote request" pressed before the client says so at once, and the list keeps it', async ({
  page,
}) => {
  const service = en.navigation('services', 'facadeCovering');
  const start = await openHeld(page, '/en/services/facade-covering');
  // The confirmation that takes the button's place.
  const added = page.getByRole('main').locator('p', { hasText: en.common('quote.added') });
  const add = page
    .getByRole('main')
    .getByRole('button', { name: containing(en.common('quote.add')) })
    .first();
  await add.click();
  await expect(added).toBeVisible();
  await expect(add).toBeHidden();

  await start.takeOver();
  // React shows the list as the inline script stored it: the link to the request, a way to take
  // it off, the item named in every language once its names arrive.
  const view = page.getByRole('link', { name: en.common('quote.view', { count: 1 }) });
  await expect(view).toBeVisible();
  await expect(added).toBeVisible();
  await expect(page.getByRole('button', { name: containing(en.common('quote.add')) })).toHaveCount(
    0,
  );
  await view.click();
  await expect(page).toHaveURL('/en/quote');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: service })).toBeVisible();
  await page.goto('/ru/quote');
  await expect(
    page.getByRole('main').getByRole('link', { name: ru.navigation('services', 'facadeCovering') }),
  ).toBeVisible();
});
