import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '@site/shared/testing/renderSection';
import { chatText } from '@site/shared/testing/chatText';
import { section } from '../../../section';
import { comingSoonLines } from '../content';
import type { Language } from '@site/shared/i18n/languages';
import { containing, wordsOf } from '../../../testing/words';

const line = (id: string) => comingSoonLines.find((item) => item.category.id === id)!;

const render = async (id: string, language: Language = 'en') => {
  const result = await renderSection(section, { language, path: `products/${id}` });
  return { ...result, ...wordsOf(result.i18n, language) };
};

describe('ComingSoonPage', () => {
  it('covers compressors, industrial scales and generators', () => {
    expect(comingSoonLines.map((item) => item.category.path)).toEqual([
      'products/compressors',
      'products/industrial-scales',
      'products/generators',
    ]);
  });

  it('says the range is being prepared and what it will cover', async () => {
    const { t } = await render('compressors');
    const compressors = line('compressors');
    expect(
      screen.getByRole('heading', { level: 1, name: t(compressors.category.name) }),
    ).toBeInTheDocument();
    expect(screen.getByText(containing(t(compressors.note)))).toBeVisible();
    const planned = screen.getByRole('region', { name: t('comingSoon.planned') });
    expect(planned.querySelectorAll('li')).toHaveLength(
      line('compressors').category.features.length,
    );
  });

  it('lets a visitor ask about the line now in a prefilled chat', async () => {
    const { t } = await render('industrial-scales', 'ru');
    const scales = line('industrial-scales');
    expect(
      screen.getByRole('heading', { level: 1, name: t(scales.category.name) }),
    ).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: containing(t('comingSoon.ask')) });
    expect(chatText(chat)).toBe(t(scales.message));
  });

  it('gives each line its own words and links back to all products', async () => {
    const { t } = await render('generators', 'tr');
    const generators = line('generators');
    expect(
      screen.getByRole('heading', { level: 1, name: t(generators.category.name) }),
    ).toBeInTheDocument();
    expect(screen.getByText(containing(t(generators.note)))).toBeVisible();
    expect(screen.getByRole('link', { name: containing(t('comingSoon.back')) })).toHaveAttribute(
      'href',
      '/tr/products',
    );
  });
});
