import { expect, test } from '../support/fixtures';
import { closeBesideAndByEscape } from '../support/phoneMenu';
import { words } from '../support/words';

const { en, ru } = words;

/** The top navigation's labels, by where each comes from: "Home", "About", "Services"… */
const labels = {
  home: en.shell('nav.home'),
  about: en.navigation('showcase', 'about'),
  services: en.navigation('services', 'services'),
  products: en.navigation('products', 'products'),
  sectors: en.navigation('showcase', 'sectors'),
  projects: en.navigation('showcase', 'projects'),
  partners: en.navigation('showcase', 'partners'),
  contact: en.navigation('showcase', 'contact'),
};
const mainNavigation = en.shell('header.primaryNav');

test.describe('header dropdowns', () => {
  test('list the pages each remote declares, and close on selection', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: mainNavigation });
    const toggle = nav.getByRole('button', {
      name: en.shell('nav.showPages', { section: labels.products }),
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: en.navigation('products', 'catalog') }).click();
    await expect(page).toHaveURL('/en/products');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('close on an outside click and on Escape', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: mainNavigation });
    const toggle = nav.getByRole('button', {
      name: en.shell('nav.showPages', { section: labels.services }),
    });
    const list = nav.getByRole('link', { name: en.navigation('services', 'index') });
    await toggle.click();
    await expect(list).toBeVisible();
    // The heading's first letters, left of the open list.
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(list).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('offer the top navigation of the spec', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: mainNavigation });
    await expect(nav.getByRole('link').filter({ visible: true })).toHaveText([
      labels.home,
      labels.about,
      labels.services,
      labels.products,
      labels.sectors,
      labels.projects,
      labels.partners,
      labels.contact,
    ]);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, lists the main pages and closes when a link is chosen', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('navigation', { name: mainNavigation })).toBeHidden();
    await page.getByRole('button', { name: en.shell('nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: en.shell('nav.menuTitle') });
    await expect(menu).toBeVisible();
    for (const name of [
      labels.home,
      labels.about,
      labels.services,
      labels.products,
      labels.partners,
      labels.contact,
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: labels.about }).click();
    await expect(page).toHaveURL('/en/about');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('showcase', 'about.title'),
    );
  });

  test('closes with its close button, a tap beside it and Escape, returning focus', async ({
    page,
  }) => {
    await page.goto('/ru');
    const open = page.getByRole('button', { name: ru.shell('nav.openMenu') });
    const menu = page.getByRole('dialog', { name: ru.shell('nav.menuTitle') });
    await open.click();
    await page.getByRole('button', { name: ru.shell('nav.closeMenu') }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    // The backdrop, left of the panel, as before the client took the page over.
    await page.mouse.click(10, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('closes with a tap beside it and Escape while its focus trap is on its way', async ({
    page,
  }) => {
    // The trap's code never arrives: what a visitor taps meanwhile must still close the menu.
    await page.route('**/focus-trap*.js', () => undefined);
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-render', /./);
    await closeBesideAndByEscape(page);
  });
});

test.describe('route changes', () => {
  test('start at the top of the page', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: en.navigation('products', 'catalog') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.page('products', 'catalog.title'),
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
