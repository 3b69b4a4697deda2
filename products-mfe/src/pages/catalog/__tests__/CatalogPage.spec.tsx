import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing';
import { loadProductsMessages } from '../../../messages';
import { CatalogPage } from '../CatalogPage';
import { maxCardFeatures, productCategories } from '../categories';

const render = (language: 'az' | 'tr' | 'en' | 'ru' = 'en') =>
  renderWithSite(<CatalogPage />, {
    language,
    path: 'products',
    loadMessages: loadProductsMessages,
  });

describe('CatalogPage', () => {
  it('shows a card for every category with a link to its page', async () => {
    await render();
    const cards = screen.getAllByRole('heading', { level: 2 }).slice(0, productCategories.length);
    expect(cards.map((card) => card.textContent)).toEqual([
      'CNC laser cutting machines',
      'Welding machines',
      'Cutting machines',
      'Lathes and milling machines',
      'Consumables',
    ]);
    expect(
      screen.getByRole('link', { name: /View the range.*CNC laser cutting machines/ }),
    ).toHaveAttribute('href', '/en/products/cnc-laser');
  });

  it('lists at most three features on a card and counts them all', async () => {
    await render();
    const card = screen.getByRole('heading', { name: 'CNC laser cutting machines' }).closest('li')!;
    const features = within(card).getAllByRole('listitem');
    expect(features).toHaveLength(maxCardFeatures);
    expect(within(card).getByText('6 features')).toBeInTheDocument();
    expect(within(card).getByText('+3 more', { exact: false })).toBeInTheDocument();
  });

  it('shows each card its first features and the total count', async () => {
    const { i18n } = await render();
    for (const category of productCategories) {
      const card = screen
        .getByRole('heading', { name: i18n.t(category.name, { ns: 'products' }) })
        .closest('li')!;
      const expected = Math.min(maxCardFeatures, category.features.length);
      expect(within(card).getAllByRole('listitem')).toHaveLength(expected);
      expect(within(card).getByText(`${category.features.length} features`)).toBeInTheDocument();
    }
  });

  it('counts features with the plural forms of Russian', async () => {
    await render('ru');
    const card = screen.getByRole('heading', { name: 'Сварочное оборудование' }).closest('li')!;
    expect(within(card).getByText('5 характеристик')).toBeInTheDocument();
    const cutting = screen.getByRole('heading', { name: 'Оборудование для резки' }).closest('li')!;
    expect(within(cutting).getByText('4 характеристики')).toBeInTheDocument();
  });

  it('offers a prefilled chat for advice', async () => {
    await render('az');
    const link = screen.getByRole('link', { name: /WhatsApp-da mühəndisə yazın/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'Salam! Avadanlıq seçirəm və uyğun dəzgah barədə məsləhət almaq istəyirəm.',
    );
  });
});
