import { expect, test } from '../support/fixtures';
import { containing, words } from '../support/words';

const { en, ru } = words;

test.describe('deep links, reloads and the back button', () => {
  const pages = [
    ['/ru', ru.page('home', 'hero.title')],
    ['/tr/services/facade-covering', null],
    ['/az/products/welding-machines/handheld-laser-welding', null],
    ['/en/products/cnc-laser/h-beam-laser', null],
    ['/ru/partners', null],
  ] as const;

  test('every kind of page opens from its address and survives a reload', async ({ page }) => {
    for (const [url, h1] of pages) {
      await page.goto(url);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      if (h1) expect(heading).toBe(h1);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      await expect(page).toHaveURL(url);
    }
  });

  test('Back and Forward walk the pages visited inside the site', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: en.shell('header.primaryNav') });
    await nav.getByRole('link', { name: en.navigation('services', 'services') }).click();
    await expect(page).toHaveURL('/en/services');
    const readMore = containing(en.page('services', 'index.more')).source;
    const tower = containing(en.page('services', 'index.cards.towerInstallation.title')).source;
    await page.getByRole('link', { name: new RegExp(`${readMore}.*${tower}`) }).click();
    await expect(page).toHaveURL('/en/services/tower-installation');
    await page.goBack();
    await expect(page).toHaveURL('/en/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('services', 'index.title'),
    );
    await page.goBack();
    await expect(page).toHaveURL('/en');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('services', 'index.title'),
    );
  });

  test('a filter lives in the address: deep link, reload and Back', async ({ page }) => {
    const gallery = en.page('projects', 'gallery.title');
    const photos = page.getByRole('list', { name: gallery }).getByRole('button');
    await page.goto('/en/projects?category=infrastructure');
    await expect(photos).toHaveCount(12);
    await page.reload();
    await expect(photos).toHaveCount(12);
    const energy = en.page('projects', 'filter.option', {
      label: en.page('projects', 'categories.energy'),
      count: 13,
    });
    await page.getByRole('link', { name: energy }).click();
    await expect(page).toHaveURL('/en/projects?category=energy');
    await expect(photos).toHaveCount(13);
    await page.goBack();
    await expect(page).toHaveURL('/en/projects?category=infrastructure');
    await expect(photos).toHaveCount(12);
  });

  test('Back inside the lightbox closes it and stays on the page', async ({ page }) => {
    const gallery = en.page('projects', 'gallery.title');
    await page.goto('/en/projects?category=energy');
    await page.getByRole('list', { name: gallery }).getByRole('button').nth(2).click();
    const dialog = page.getByRole('dialog', { name: gallery });
    await expect(dialog).toContainText(en.common('lightbox.counter', { index: 3, total: 13 }));
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/en/projects?category=energy');
    await page.getByRole('list', { name: gallery }).getByRole('button').first().click();
    const steps = await page.evaluate(() => history.length);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/en/projects?category=energy');
    // Closing with Escape takes back the step that opening added.
    await expect.poll(() => page.evaluate(() => history.state?.lightbox ?? false)).toBe(false);
    expect(await page.evaluate(() => history.length)).toBe(steps);
  });
});
