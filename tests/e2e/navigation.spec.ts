import { expect, test } from '../support/fixtures';

test.describe('header dropdowns', () => {
  test('list the pages each remote declares, and close on selection', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: 'Show Products pages' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'All products' }).click();
    await expect(page).toHaveURL('/en/products');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('close on an outside click and on Escape', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: 'Show Services pages' });
    const list = nav.getByRole('link', { name: 'All services' });
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
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link').filter({ visible: true })).toHaveText([
      'Home',
      'About',
      'Services',
      'Products',
      'Sectors',
      'Projects',
      'Partners',
      'Contact',
    ]);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, lists the main pages and closes when a link is chosen', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'About', 'Services', 'Products', 'Partners', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/en/about');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Engineers, fabricators and service technicians in one company',
    );
  });

  test('closes with its close button and with Escape, returning focus', async ({ page }) => {
    await page.goto('/ru');
    const open = page.getByRole('button', { name: 'Открыть меню' });
    await open.click();
    await page.getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('route changes', () => {
  test('start at the top of the page', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'All products' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Machines and consumables for metalworking',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
