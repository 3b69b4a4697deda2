import type { Page } from '@playwright/test';
import { chatText } from '@site/shared/testing/chatText';
import { expect, test } from '../support/fixtures';
import { containing, words } from '../support/words';

const en = words.en;

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
    const skip = page.getByRole('link', { name: en.shell('header.skip') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('switches the language from the menu', async ({ page }) => {
    await page.goto('/en/about');
    await tabTo(page, en.shell('language.label'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: en.shell('language.label') })).toBeVisible();
    await tabTo(page, 'Türkçe', 6);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tr/about');
  });

  test('opens a dropdown, reaches its pages and closes it with Escape', async ({ page }) => {
    await page.goto('/en');
    const showServices = en.shell('nav.showPages', {
      section: en.navigation('services', 'services'),
    });
    await tabTo(page, showServices);
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('button', { name: showServices });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText(en.navigation('services', 'index'));
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
    const counter = (index: number) => en.common('lightbox.counter', { index, total: 5 });
    // The enlarge button names the image it shows ("Enlarge image (2 / 5)"): any image will do.
    const anyNumber = '\u0000';
    const enlargeAny = new RegExp(
      containing(
        en.common('gallery.enlarge', { index: anyNumber, total: anyNumber }),
      ).source.replaceAll(anyNumber, '\\d+'),
    );
    await tabTo(page, en.common('gallery.next'));
    await page.keyboard.press('Enter');
    await expect(page.getByText(counter(2)).first()).toBeVisible();
    await tabTo(page, enlargeAny, 4, 'Shift+Tab');
    const enlarge = page.getByRole('button', { name: enlargeAny });
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
    await expect(dialog).toContainText(counter(3));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(enlarge).toBeFocused();
  });
});

test.describe('the mobile menu with the keyboard', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keeps the focus inside while open and gives it back when closed', async ({ page }) => {
    await page.goto('/en');
    await tabTo(page, en.shell('nav.openMenu'));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: en.shell('nav.menuTitle') });
    await expect(menu).toBeVisible();
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focused(page).evaluate((element) => !!element.closest('#mobile-menu'))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.shell('nav.openMenu') })).toBeFocused();
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
    await page.getByRole('textbox', { name: en.page('contact', 'form.fields.name.label') }).focus();
    await page.keyboard.type('Kamran Əliyev');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kamran@example.az');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+994 55 000 00 00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A canopy of 6 by 12 metres.');
    await tabTo(page, en.page('contact', 'form.submit'), 5);
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const text = chatText((await popup).url());
    expect(text).toContain('Kamran Əliyev');
    expect(text).toContain('A canopy of 6 by 12 metres.');
  });
});
