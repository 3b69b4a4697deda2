import type { Page } from '@playwright/test';
import { chatText } from '@site/shared/testing/chatText';
import { expect, test } from '../support/fixtures';

const focused = (page: Page) => page.locator(':focus');

async function tabTo(page: Page, name: string | RegExp, limit = 40, key = 'Tab') {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element
        ? `${element.getAttribute('aria-label') ?? ''} ${element.innerText ?? ''}`.trim()
        : '';
    });
    if (typeof name === 'string' ? label.includes(name) : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('a visitor with only a keyboard', () => {
  test('skips to the main content first', async ({ page }) => {
    await page.goto('/en/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('switches the language from the menu', async ({ page }) => {
    await page.goto('/en/about');
    await tabTo(page, 'Language');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Language' })).toBeVisible();
    await tabTo(page, 'Türkçe', 6);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tr/about');
  });

  test('opens a dropdown, reaches its pages and closes it with Escape', async ({ page }) => {
    await page.goto('/en');
    await tabTo(page, 'Show Services pages');
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('button', { name: 'Show Services pages' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText('All services');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('sees where the focus is', async ({ page }) => {
    await page.goto('/en');
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const outline = await focused(page).evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(outline).not.toMatch(/^none|0px$/);
    }
  });

  test('never has the focused element hidden under the sticky header', async ({ page }) => {
    await page.goto('/en/services/metal-construction');
    const header = await page.getByRole('banner').boundingBox();
    for (let step = 0; step < 45; step += 1) {
      await page.keyboard.press('Tab');
      const box = await focused(page).boundingBox();
      const inHeader = await focused(page).evaluate(
        (element) => !!element.closest('header') || element.getAttribute('href') === '#main',
      );
      if (!box || inHeader) continue;
      expect(box.y + box.height, `step ${step}`).toBeGreaterThan((header?.height ?? 0) - 1);
    }
  });
});

test.describe('galleries and the lightbox with the keyboard', () => {
  test('step through a product gallery, open the lightbox, stay inside it, and come back', async ({
    page,
  }) => {
    await page.goto('/en/products/cnc-laser/single-platform');
    await tabTo(page, 'Next image');
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 / 5').first()).toBeVisible();
    await tabTo(page, /Enlarge image/, 4, 'Shift+Tab');
    const enlarge = page.getByRole('button', { name: /Enlarge image/ });
    await expect(enlarge).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((element) => !!element.closest('[role="dialog"]'))).toBe(
        true,
      );
    }
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('3 / 5');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(enlarge).toBeFocused();
  });
});

test.describe('the mobile menu with the keyboard', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keeps the focus inside while open and gives it back when closed', async ({ page }) => {
    await page.goto('/en');
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((element) => !!element.closest('#mobile-menu'))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('the contact form with the keyboard', () => {
  test('fills every field and sends with Enter', async ({ page }) => {
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title>' }),
      );
    await page.goto('/en/contact');
    await page.getByRole('textbox', { name: 'Full name' }).focus();
    await page.keyboard.type('Kamran Əliyev');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kamran@example.az');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+994 55 000 00 00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A canopy of 6 by 12 metres.');
    await tabTo(page, 'Send via WhatsApp', 5);
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const text = chatText((await popup).url());
    expect(text).toContain('Kamran Əliyev');
    expect(text).toContain('A canopy of 6 by 12 metres.');
  });
});
