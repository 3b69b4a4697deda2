import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink } from '../buildWhatsAppLink';

function decodedText(link: string): string | null {
  return new URL(link).searchParams.get('text');
}

describe('buildWhatsAppLink', () => {
  it('links to the number with digits only', () => {
    expect(buildWhatsAppLink(undefined, '+994 (50) 000-00-00')).toBe('https://wa.me/994500000000');
  });

  it('encodes spaces and newlines', () => {
    const link = buildWhatsAppLink('Hello there\nSecond line', '994500000000');
    expect(link).toBe('https://wa.me/994500000000?text=Hello%20there%0ASecond%20line');
  });

  it.each([
    ['ampersand', 'Steel & concrete'],
    ['question mark', 'Price? Delivery?'],
    ['hash', 'Order #42'],
    ['Cyrillic', 'Здравствуйте, нужен лазерный станок'],
    ['Azerbaijani letters', 'Salam! Əlaqə, şəhər, ğ ı İ ş ç ö ü'],
    ['emoji', 'Thanks 👍🏽🔥'],
    ['percent and plus', '100% + 20% = ?'],
  ])('keeps %s intact', (_name, text) => {
    const link = buildWhatsAppLink(text, '994500000000');
    expect(link.startsWith('https://wa.me/994500000000?text=')).toBe(true);
    expect(decodedText(link)).toBe(text);
  });
});
