import { describe, expect, it } from 'vitest';
import type { QuoteItem } from '@site/shared/lists/quoteList';
import { fitQuoteMessage, writeQuoteMessage, type QuoteMessageWords } from '../quoteMessage';

const words: QuoteMessageWords = {
  greeting: 'Hello! I would like a quote for:',
  item: ({ index, name, model, quantity }) =>
    `${index}. ${name}${model ? ` (${model})` : ''}${quantity !== undefined ? ` — ${quantity} pcs` : ''}`,
  note: (note) => `   Note: ${note}`,
  more: (count) => `…and ${count} more`,
  details: 'My details:',
  labels: { name: 'Name', company: 'Company', email: 'E-mail', phone: 'Phone' },
};

const title = (en: string) => ({ az: `${en} az`, tr: `${en} tr`, en, ru: `${en} ru` });
const laser: QuoteItem = {
  id: 'products/cnc-laser/single-platform',
  path: 'products/cnc-laser/single-platform',
  title: title('Single-platform laser'),
  model: 'SP-3015',
  kind: 'product',
  quantity: 2,
  note: 'For 12 mm plate',
};
const design: QuoteItem = {
  id: 'services/project-design',
  path: 'services/project-design',
  title: title('Project design'),
  kind: 'service',
  quantity: 1,
  note: '',
};

const wire: QuoteItem = {
  id: 'products/consumables#welding',
  path: 'products/consumables',
  title: title('Welding consumables'),
  kind: 'group',
  quantity: 1,
  note: 'ER70S-6 wire 1.2 mm, 10 spools',
};

describe('the quote request text', () => {
  it('gives a consumables group no count: its note says what is needed', () => {
    expect(writeQuoteMessage([wire], 'en', {}, words, {}).split('\n').slice(1)).toEqual([
      '1. Welding consumables',
      '   Note: ER70S-6 wire 1.2 mm, 10 spools',
    ]);
  });

  it('numbers the items, counts products but not services, and adds the details given', () => {
    const text = writeQuoteMessage(
      [laser, design],
      'en',
      { name: ' Aysel ', company: '', phone: '+994 50 123 45 67' },
      words,
    );
    expect(text).toBe(
      [
        'Hello! I would like a quote for:',
        '1. Single-platform laser (SP-3015) — 2 pcs',
        '   Note: For 12 mm plate',
        '2. Project design',
        '',
        'My details:',
        'Name: Aysel',
        'Phone: +994 50 123 45 67',
      ].join('\n'),
    );
  });

  it('names each item in the language of the page', () => {
    expect(writeQuoteMessage([design], 'ru', {}, words)).toContain('1. Project design ru');
  });

  it('keeps everything when the link can hold it', () => {
    const fitted = fitQuoteMessage([laser, design], 'en', {}, words, () => true);
    expect(fitted).toMatchObject({ shown: 2, fullNotes: true });
  });

  it('shortens long notes first, then leaves out the last items and says how many', () => {
    const long = { ...laser, note: 'x'.repeat(200) };
    const items = [long, { ...design, id: 'a' }, { ...design, id: 'b' }];
    const notesCut = fitQuoteMessage(items, 'en', {}, words, (text) => text.length < 200);
    expect(notesCut.shown).toBe(3);
    expect(notesCut.fullNotes).toBe(false);
    expect(notesCut.text).toContain(`Note: ${'x'.repeat(59)}…`);
    const cut = fitQuoteMessage(items, 'en', {}, words, (text) => text.length < 170);
    expect(cut.shown).toBe(1);
    expect(cut.text.endsWith('…and 2 more')).toBe(true);
  });
});
