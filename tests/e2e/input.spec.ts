import type { Page } from '@playwright/test';
import { chatText } from '@site/shared/testing/chatText';
import { expect, test } from '../support/fixtures';
import { words } from '../support/words';

const en = words.en;

/** A contact form field's label: "Full name". */
const fieldLabel = (field: string) => en.page('contact', `form.fields.${field}.label`);

/** A line's label in the chat text: "Name". */
const messageLabel = (field: string) => en.page('contact', `message.${field}`);

async function send(page: Page, message: string, name = 'Test Visitor') {
  await page.getByRole('textbox', { name: fieldLabel('name') }).fill(name);
  await page.getByRole('textbox', { name: fieldLabel('email') }).fill('visitor@example.az');
  await page.getByRole('textbox', { name: fieldLabel('phone') }).fill('+994 50 000 00 00');
  await page.getByRole('textbox', { name: fieldLabel('message') }).fill(message);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: en.page('contact', 'form.submit') }).click();
  const chat = await popup;
  return chatText(chat.url());
}

test.describe('strange text in the contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title>' }),
      );
    page.on('dialog', () => {
      throw new Error('the page opened a dialog: text was executed');
    });
    await page.goto('/en/contact');
  });

  const samples: Array<[string, string]> = [
    ['markup and script tags', '<script>alert(1)</script><img src=x onerror=alert(2)> <b>bold</b>'],
    ['ampersands, hashes and percent signs', 'A&B #42 100% %20 %E2%82%AC ?x=1&y=2'],
    ['right-to-left text', 'مرحبا، نحتاج إلى هيكل فولاذي שלום'],
    ['Cyrillic, Azerbaijani letters and emoji', 'Нужен станок 🔧 — Əə Ğğ Iı İi Şş Çç Öö Üü 👍🏽'],
    ['line breaks', 'first line\nsecond line\n\nfourth line'],
  ];

  for (const [what, message] of samples) {
    test(`${what} reach the chat exactly as typed and nothing runs in the page`, async ({
      page,
    }) => {
      const scripts = await page.locator('script').count();
      const text = await send(page, message, `<i>${what}</i>`);
      expect(text).toContain(`${messageLabel('name')}: <i>${what}</i>`);
      expect(text.endsWith(`${messageLabel('message')}: ${message}`)).toBe(true);
      expect(await page.locator('script').count()).toBe(scripts);
      await expect(page.locator('i', { hasText: what })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: fieldLabel('message') })).toHaveValue(message);
    });
  }

  test('5,000 characters are held to the limit the counter shows', async ({ page }) => {
    const field = page.getByRole('textbox', { name: fieldLabel('message') });
    await field.fill('x'.repeat(5000));
    const kept = await field.inputValue();
    expect(kept.length).toBeLessThanOrEqual(1000);
    await expect(
      page.getByText(en.page('contact', 'form.counter', { count: kept.length, max: 1000 })),
    ).toBeVisible();
    const text = await send(page, kept);
    expect(text.endsWith(`${messageLabel('message')}: ${kept}`)).toBe(true);
  });
});
