import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '@site/shared/testing/renderSection';
import { chatText } from '@site/shared/testing/chatText';
import { section } from '../../../section';
import { comingSoonLines } from '../content';
import type { Language } from '@site/shared/i18n/languages';

const line = (id: string) => comingSoonLines.find((item) => item.category.id === id)!;

const render = (id: string, language: Language = 'en') =>
  renderSection(section, { language, path: `products/${id}` });

describe('ComingSoonPage', () => {
  it('covers compressors, industrial scales and generators', () => {
    expect(comingSoonLines.map((item) => item.category.path)).toEqual([
      'products/compressors',
      'products/industrial-scales',
      'products/generators',
    ]);
  });

  it('says the range is being prepared and what it will cover', async () => {
    await render('compressors');
    expect(screen.getByRole('heading', { level: 1, name: 'Compressors' })).toBeInTheDocument();
    expect(
      screen.getByText(/We are preparing our range of rotary screw compressors/),
    ).toBeVisible();
    const planned = screen.getByRole('region', { name: 'What the range will cover' });
    expect(planned.querySelectorAll('li')).toHaveLength(
      line('compressors').category.features.length,
    );
  });

  it('lets a visitor ask about the line now in a prefilled chat', async () => {
    await render('industrial-scales', 'ru');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Промышленные весы' }),
    ).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: /Спросить в WhatsApp/ });
    expect(chatText(chat)).toBe(
      'Здравствуйте! Нужны промышленные весы. Что вы можете предложить сейчас?',
    );
  });

  it('gives each line its own words and links back to all products', async () => {
    await render('generators', 'tr');
    expect(screen.getByRole('heading', { level: 1, name: 'Jeneratörler' })).toBeInTheDocument();
    expect(screen.getByText(/dizel jeneratör setlerinden oluşan bir gam/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Tüm ürünler/ })).toHaveAttribute(
      'href',
      '/tr/products',
    );
  });
});
