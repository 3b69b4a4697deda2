import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing/renderWithSite';
import { chatText } from '@site/shared/testing/chatText';
import { loadAllProductsMessages } from '../../../messages';
import CatalogPage from '../CatalogPage';
import { comingSoonCategories, maxCardFeatures, productCategories } from '../categories';
import { cardOf } from '@site/shared/testing/cardOf';
import type { Language } from '@site/shared/i18n/languages';
import { anyFigure, containing, escape, figure, wordsOf } from '../../../testing/words';

const render = async (language: Language = 'en') => {
  const result = await renderWithSite(<CatalogPage />, {
    language,
    path: 'products',
    loadMessages: loadAllProductsMessages,
  });
  return { ...result, ...wordsOf(result.i18n, language) };
};

describe('CatalogPage', () => {
  it('shows a card for every category with a link to its page', async () => {
    const { t } = await render();
    const cards = screen.getAllByRole('heading', { level: 2 }).slice(0, productCategories.length);
    expect(cards.map((card) => card.textContent)).toEqual([
      t('categories.cncLaser.name'),
      t('categories.welding.name'),
      t('categories.cutting.name'),
      t('categories.latheMill.name'),
      t('categories.consumables.name'),
      t('categories.compressors.name'),
      t('categories.scales.name'),
      t('categories.generators.name'),
    ]);
    const view = escape(t('catalog.view'));
    expect(
      screen.getByRole('link', {
        name: new RegExp(`${view}.*${escape(t('categories.cncLaser.name'))}`),
      }),
    ).toHaveAttribute('href', '/en/products/cnc-laser');
    expect(
      screen.getByRole('link', {
        name: new RegExp(`${view}.*${escape(t('categories.latheMill.name'))}`),
      }),
    ).toHaveAttribute('href', '/en/products/torna-freze');
  });

  it('marks the three lines still being prepared and links to their pages', async () => {
    const { t } = await render();
    expect(comingSoonCategories.map((category) => category.path)).toEqual([
      'products/compressors',
      'products/industrial-scales',
      'products/generators',
    ]);
    const comingSoon = t('catalog.comingSoon');
    for (const name of [
      t('categories.compressors.name'),
      t('categories.scales.name'),
      t('categories.generators.name'),
    ]) {
      expect(within(cardOf(name)).getByText(comingSoon)).toBeInTheDocument();
    }
    expect(
      within(cardOf(t('categories.consumables.name'))).queryByText(comingSoon),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: new RegExp(`${escape(t('catalog.preview'))}.*${escape(t('categories.scales.name'))}`),
      }),
    ).toHaveAttribute('href', '/en/products/industrial-scales');
  });

  it('lists at most three features on a card and counts them all', async () => {
    const { t } = await render();
    const card = cardOf(t('categories.cncLaser.name'));
    const features = within(card).getAllByRole('listitem');
    expect(features).toHaveLength(maxCardFeatures);
    expect(within(card).getByText(t('catalog.featureCount', { count: 6 }))).toBeInTheDocument();
    expect(
      within(card).getByText(t('catalog.moreFeatures', { count: 3 }), { exact: false }),
    ).toBeInTheDocument();
  });

  it('shows each card its first features and the total count', async () => {
    const { t } = await render();
    for (const category of productCategories) {
      const card = cardOf(t(category.name));
      const expected = Math.min(maxCardFeatures, category.features.length);
      expect(within(card).getAllByRole('listitem')).toHaveLength(expected);
      expect(
        within(card).getByText(t('catalog.featureCount', { count: category.features.length })),
      ).toBeInTheDocument();
    }
    const more = anyFigure(t('catalog.moreFeatures', { count: figure }));
    expect(
      within(cardOf(t('categories.compressors.name'))).queryByText(new RegExp(more)),
    ).not.toBeInTheDocument();
  });

  it('counts features with the plural forms of Russian', async () => {
    const { t } = await render('ru');
    const card = cardOf(t('categories.welding.name'));
    expect(within(card).getByText(t('catalog.featureCount', { count: 5 }))).toBeInTheDocument();
    const cutting = cardOf(t('categories.cutting.name'));
    expect(within(cutting).getByText(t('catalog.featureCount', { count: 4 }))).toBeInTheDocument();
    expect(
      within(cardOf(t('categories.generators.name'))).getByText(
        t('catalog.featureCount', { count: 3 }),
      ),
    ).toBeInTheDocument();
  });

  it('offers a prefilled chat for advice', async () => {
    const { t } = await render('az');
    const link = screen.getByRole('link', { name: containing(t('catalog.ask')) });
    expect(chatText(link)).toBe(t('catalog.askMessage'));
  });
});
