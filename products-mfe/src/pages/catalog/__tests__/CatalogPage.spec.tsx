import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import CatalogPage from '../CatalogPage';
import { comingSoonCategories, maxCardFeatures, productCategories } from '../categories';
import { cardOf } from '@site/shared/testing/cardOf';
import type { Language } from '@site/shared/i18n/languages';

const render = (language: Language = 'en') =>
  renderWithSite(<CatalogPage />, {
    language,
    path: 'products',
    loadMessages: loadAllProductsMessages,
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
      'Compressors',
      'Industrial scales',
      'Generators',
    ]);
    expect(
      screen.getByRole('link', { name: /View the range.*CNC laser cutting machines/ }),
    ).toHaveAttribute('href', '/en/products/cnc-laser');
    expect(
      screen.getByRole('link', { name: /View the range.*Lathes and milling machines/ }),
    ).toHaveAttribute('href', '/en/products/torna-freze');
  });

  it('marks the three lines still being prepared and links to their pages', async () => {
    await render();
    expect(comingSoonCategories.map((category) => category.path)).toEqual([
      'products/compressors',
      'products/industrial-scales',
      'products/generators',
    ]);
    for (const name of ['Compressors', 'Industrial scales', 'Generators']) {
      expect(within(cardOf(name)).getByText('Coming soon')).toBeInTheDocument();
    }
    expect(within(cardOf('Consumables')).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /See what is planned.*Industrial scales/ }),
    ).toHaveAttribute('href', '/en/products/industrial-scales');
  });

  it('lists at most three features on a card and counts them all', async () => {
    await render();
    const card = cardOf('CNC laser cutting machines');
    const features = within(card).getAllByRole('listitem');
    expect(features).toHaveLength(maxCardFeatures);
    expect(within(card).getByText('6 features')).toBeInTheDocument();
    expect(within(card).getByText('+3 more', { exact: false })).toBeInTheDocument();
  });

  it('shows each card its first features and the total count', async () => {
    const { i18n } = await render();
    for (const category of productCategories) {
      const card = cardOf(i18n.t(category.name, { ns: 'products' }));
      const expected = Math.min(maxCardFeatures, category.features.length);
      expect(within(card).getAllByRole('listitem')).toHaveLength(expected);
      expect(within(card).getByText(`${category.features.length} features`)).toBeInTheDocument();
    }
    expect(within(cardOf('Compressors')).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('counts features with the plural forms of Russian', async () => {
    await render('ru');
    const card = cardOf('Сварочное оборудование');
    expect(within(card).getByText('5 характеристик')).toBeInTheDocument();
    const cutting = cardOf('Оборудование для резки');
    expect(within(cutting).getByText('4 характеристики')).toBeInTheDocument();
    expect(within(cardOf('Генераторы')).getByText('3 характеристики')).toBeInTheDocument();
  });

  it('offers a prefilled chat for advice', async () => {
    await render('az');
    const link = screen.getByRole('link', { name: /WhatsApp-da mühəndisə yazın/ });
    expect(chatText(link)).toBe(
      'Salam! Avadanlıq seçirəm və uyğun dəzgah barədə məsləhət almaq istəyirəm.',
    );
  });
});
