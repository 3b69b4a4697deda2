import type { Locator } from '@playwright/test';
import { newTabChatTextOf } from '../support/chat';
import { expect, test } from '../support/fixtures';

/** How a layer of the starfield moves, as the browser runs it: running, paused or none. */
const motionOf = (layer: Locator) =>
  layer.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.animationName === 'none' ? 'none' : style.animationPlayState.split(',')[0];
  });

test.describe('not-found pages', () => {
  test('an unknown path in the shell shows the localized not-found page', async ({ page }) => {
    await page.goto('/ru/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
  });

  test('an unknown path inside a remote shows the localized not-found page', async ({ page }) => {
    await page.goto('/tr/products/no-such-machine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu sayfa bulunamadı');
    await page.goto('/az/about/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu səhifə tapılmadı');
  });
});

test.describe('home page', () => {
  test('shows four service cards, the stats and three project cards', async ({ page }) => {
    await page.goto('/en');
    const services = page.getByRole('region', { name: 'Four lines of work under one roof' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Cutting',
      'Welding and installation',
      'Metal construction',
      'Industrial repair',
    ]);
    const stats = page.getByRole('region', { name: 'The company in figures' });
    await expect(stats.getByRole('definition')).toHaveText(['9+', '30+', '15+']);
    const projects = page.getByRole('region', { name: 'Projects we have delivered' });
    const cards = projects.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const link of await cards.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', '/en/projects');
    }
  });

  test('animates the starfield, and holds it still when motion is reduced', async ({ page }) => {
    await page.goto('/en');
    const layer = page.locator('#main canvas').first();
    await expect.poll(() => motionOf(layer)).toBe('running');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => motionOf(layer)).toBe('none');
  });

  test('pauses the starfield while the tab is hidden', async ({ page }) => {
    await page.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(document, 'hidden', { get: () => hidden });
      (window as unknown as { setHidden: (value: boolean) => void }).setHidden = (value) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    await page.goto('/en');
    const layer = page.locator('#main canvas').first();
    await expect.poll(() => motionOf(layer)).toBe('running');
    await page.evaluate(() =>
      (window as unknown as { setHidden: (v: boolean) => void }).setHidden(true),
    );
    await expect.poll(() => motionOf(layer)).toBe('paused');
    await page.evaluate(() =>
      (window as unknown as { setHidden: (v: boolean) => void }).setHidden(false),
    );
    await expect.poll(() => motionOf(layer)).toBe('running');
  });

  test('offers the services and a prefilled chat from the hero', async ({ page }) => {
    await page.goto('/az');
    await expect(page.getByRole('link', { name: 'Xidmətlərimizlə tanış olun' })).toHaveAttribute(
      'href',
      '/az/services',
    );
    const chat = page.getByRole('link', { name: /WhatsApp-da soruşun/ });
    expect(await newTabChatTextOf(chat)).toBe(
      'Salam! Komandanızla bir layihəni müzakirə etmək istəyirəm.',
    );
  });

  test('shows the working hours', async ({ page }) => {
    await page.goto('/en');
    const hours = page.getByRole('region', { name: 'Talk to an engineer' });
    await expect(hours.getByRole('term')).toHaveText(['Monday – Friday', 'Saturday', 'Sunday']);
    await expect(hours.getByRole('definition')).toHaveText([
      '08:30–18:00',
      '09:00–13:00',
      'Closed',
    ]);
  });
});

test.describe('footer', () => {
  test('has the description, links, address, phone, e-mail, hours and copyright', async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+994 12 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+994120000000',
    );
    await expect(footer.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    await expect(footer.getByRole('link', { name: 'All services' })).toHaveAttribute(
      'href',
      '/en/services',
    );
    await expect(footer.getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/en/products',
    );
    await expect(footer).toContainText('1 Example Street, Baku AZ1000, Azerbaijan');
    await expect(footer).toContainText('Monday – Friday08:30–18:00');
    await expect(footer).toContainText('© 2025 Example Metal LLC. All rights reserved.');
  });

  for (const [language, copyright] of [
    ['az', '© 2025 Example Metal MMC. Bütün hüquqlar qorunur.'],
    ['tr', '© 2025 Example Metal MMC. Tüm hakları saklıdır.'],
    ['ru', '© 2025 ООО «Example Metal». Все права защищены.'],
  ]) {
    test(`names the company with its legal form as ${language} writes it`, async ({ page }) => {
      await page.goto(`/${language}`);
      await expect(page.getByRole('contentinfo')).toContainText(copyright!);
    });
  }
});
