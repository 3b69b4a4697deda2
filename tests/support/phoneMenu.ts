import { expect, type Page } from '@playwright/test';
import { words } from './words';

const { en } = words;

/** The header's phone menu on an English page: the button that opens it and the menu. */
export function phoneMenu(page: Page) {
  return {
    open: page.getByRole('button', { name: en.shell('nav.openMenu') }),
    menu: page.getByRole('dialog', { name: en.shell('nav.menuTitle') }),
  };
}

/**
 * Opens the phone menu, closes it with a tap on the backdrop left of its panel, opens it again
 * and closes it with Escape: each time the menu hides and the focus is back on its button.
 */
export async function closeBesideAndByEscape(page: Page) {
  const { open, menu } = phoneMenu(page);
  await open.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
}
