import { chatText } from '@site/shared/testing/chatText';
import { expect, test } from 'vitest';
import { words } from '../../support/words';
import { inEachEngine } from '../journey';

/** In the page: what a datasheet link gives when followed (status, type, first bytes). */
async function downloadInPage(href: string) {
  const answer = await fetch(href);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    start: String.fromCharCode(...bytes.subarray(0, 5)),
    size: bytes.length,
  };
}

inEachEngine('the contact form and a datasheet', {}, (tab) => {
  test('fields of only spaces are refused with a localized summary and the focus on the first', async () => {
    await tab().open('/en/contact');
    for (const name of ['name', 'email', 'phone', 'message']) {
      await tab().type(`form [name="${name}"]`, '   ');
    }
    await tab().click('form button[type="submit"]');
    expect(await tab().until(() => document.querySelector('[role="alert"]')?.textContent)).toBe(
      words.en.page('contact', 'form.errorSummary', { count: 4 }),
    );
    expect(await tab().run(() => document.activeElement?.getAttribute('name'))).toBe('name');
  });

  test('a complete form writes the request into the chat link, in the page language', async () => {
    await tab().open('/az/contact');
    await tab().type('form [name="name"]', 'Aysel Məmmədova');
    await tab().type('form [name="company"]', 'Xəzər Metal & Co #2');
    await tab().type('form [name="email"]', 'aysel@firma.az');
    await tab().type('form [name="phone"]', '+994 50 123 45 67');
    await tab().type('form [name="message"]', '6×12 m talvar lazımdır, çatdırılma ilə');
    await tab().click('form button[type="submit"]');
    const href = await tab().until(
      () => document.querySelector<HTMLAnchorElement>('form [role="status"] a')?.href,
    );
    // The greeting, then each field's label in the chat message and what the visitor typed.
    const message = (key: string) => words.az.page('contact', `message.${key}`);
    expect(chatText(href)).toBe(
      [
        message('greeting'),
        `${message('name')}: Aysel Məmmədova`,
        `${message('company')}: Xəzər Metal & Co #2`,
        `${message('email')}: aysel@firma.az`,
        `${message('phone')}: +994 50 123 45 67`,
        `${message('message')}: 6×12 m talvar lazımdır, çatdırılma ilə`,
      ].join('\n'),
    );
  });

  test('the lathe and milling datasheets download as PDFs in the page language', async () => {
    await tab().open('/ru/products/torna-freze');
    const links = await tab().run(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href$=".pdf"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(links).toEqual([
      '/mfe/products/datasheets/ru/lathe.pdf',
      '/mfe/products/datasheets/ru/milling.pdf',
    ]);
    for (const link of links) {
      const file = await tab().run(downloadInPage, link);
      expect(file).toMatchObject({ status: 200, type: 'application/pdf', start: '%PDF-' });
      expect(file.size).toBeGreaterThan(10_000);
    }
  });
});
