import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { chatText } from '@site/shared/testing/chatText';
import { address, renderCncPage } from '../../__tests__/renderCncPage';
import { cncMoreSystemCards, cncProductCards, filterCards, maxCardFeatures } from '../content';

const machinesLabel = {
  az: 'Lazer kəsmə dəzgahları',
  tr: 'Lazer kesim makineleri',
  en: 'Laser cutting machines',
  ru: 'Станки лазерной резки',
} as const;
const machinesRegion = (language: keyof typeof machinesLabel = 'en') =>
  screen.getByRole('region', { name: machinesLabel[language] });
const productCards = (language: keyof typeof machinesLabel = 'en') =>
  within(machinesRegion(language)).getAllByRole('heading', { level: 2 });

describe('CNC laser list content', () => {
  it('has ten product cards, each linking to its detail page', () => {
    expect(cncProductCards).toHaveLength(10);
    for (const card of cncProductCards) {
      expect(card.detailPath).toBe(`products/cnc-laser/${card.id}`);
    }
  });

  it('filters the cards by category, and shows all without one', () => {
    expect(filterCards(cncProductCards, null)).toHaveLength(10);
    expect(filterCards(cncProductCards, 'tube-laser').map((card) => card.id)).toEqual([
      '2-chuck-tube',
      '3-chuck-tube',
      '4-chuck-tube',
    ]);
    expect(filterCards(cncProductCards, 'coil-laser').map((card) => card.id)).toEqual([
      'automatic-coil',
    ]);
  });
});

describe('CncLaserListPage', () => {
  it('shows ten machine cards with name, category, image, up to three features and a link', async () => {
    await renderCncPage('products/cnc-laser');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(productCards()).toHaveLength(10);
    const card = screen
      .getByRole('heading', { name: 'Four-chuck heavy tube laser cutting machine' })
      .closest('li')!;
    expect(within(card).getByText('Tube laser')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', {
        name: 'Four-chuck heavy tube laser cutting machine: general view of the machine',
      }),
    ).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(maxCardFeatures);
    expect(
      within(card).getByRole('link', {
        name: /Specifications and details.*Four-chuck heavy tube laser cutting machine/,
      }),
    ).toHaveAttribute('href', '/en/products/cnc-laser/4-chuck-tube');
  });

  it.each(languages)('links every card to its page in %s', async (language) => {
    await renderCncPage('products/cnc-laser', language);
    const hrefs = within(machinesRegion(language))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(cncProductCards.map((card) => `/${language}/${card.detailPath}`));
  });

  it('filters by category when a visitor chooses one, and puts it in the address', async () => {
    await renderCncPage('products/cnc-laser');
    const filter = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(filter).getByRole('button', { name: /All machines/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filter).getByRole('button', { name: /Tube laser/ }));
    expect(productCards().map((heading) => heading.textContent)).toEqual([
      'Two-chuck tube laser cutting machine',
      'Three-chuck tube laser cutting machine',
      'Four-chuck heavy tube laser cutting machine',
    ]);
    expect(within(filter).getByRole('button', { name: /Tube laser/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The two tube lasers of "More laser systems" are filtered with them, and counted.
    expect(
      within(screen.getByRole('region', { name: 'More laser systems' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Square and rectangular tube laser cutting machine',
      'Round tube laser cutting machine',
    ]);
    expect(screen.getByText('Showing 5 machines')).toBeInTheDocument();
    expect(address()).toBe('/en/products/cnc-laser?category=tube-laser');

    await userEvent.click(within(filter).getByRole('button', { name: /All machines/ }));
    expect(productCards()).toHaveLength(10);
    expect(screen.getByText('Showing 16 machines')).toBeInTheDocument();
    expect(address()).toBe('/en/products/cnc-laser');
  });

  it('counts the machines of each category on its button, over both lists of the page', async () => {
    await renderCncPage('products/cnc-laser');
    const filter = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All machines16',
      'Sheet laser4',
      'Tube laser5',
      'Special laser systems3',
      'Coil laser1',
      'Feeding systems2',
      'Profile laser1',
    ]);
  });

  it('opens already filtered from a shared address', async () => {
    await renderCncPage('products/cnc-laser?category=coil-laser', 'tr');
    expect(productCards('tr').map((heading) => heading.textContent)).toEqual([
      'Rulodan beslemeli lazer kesim hattı',
    ]);
    expect(screen.getByText('1 makine gösteriliyor')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Diğer lazer sistemleri' })).toBeNull();
  });

  it('shows every machine for an unknown category', async () => {
    await renderCncPage('products/cnc-laser?category=plasma');
    expect(productCards()).toHaveLength(10);
    expect(screen.getByRole('button', { name: /All machines/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('counts the machines shown with the plural forms of Russian', async () => {
    await renderCncPage('products/cnc-laser', 'ru');
    expect(screen.getByText('Показано 16 станков')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Листовой лазер/ }));
    expect(screen.getByText('Показано 4 станка')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Профильный лазер/ }));
    expect(screen.getByText('Показан 1 станок')).toBeInTheDocument();
  });

  it('links the further laser systems from their own section', async () => {
    await renderCncPage('products/cnc-laser', 'az');
    const more = screen.getByRole('region', { name: 'Digər lazer sistemləri' });
    const headings = within(more).getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(cncMoreSystemCards.length);
    const hrefs = within(more)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/az/products/cnc-laser/auto-feed',
      '/az/products/cnc-laser/square-tube',
      '/az/products/cnc-laser/round-tube',
      '/az/products/cnc-laser/bevel-cutting',
      '/az/products/cnc-laser/high-power',
      '/az/products/cnc-laser/cutting-welding',
    ]);
  });

  it('offers a chat prefilled in the page language', async () => {
    await renderCncPage('products/cnc-laser', 'ru');
    const chat = screen.getByRole('link', { name: /Обсудить лазер в WhatsApp/ });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(chat)).toBe(
      'Здравствуйте! Выбираю станок лазерной резки с ЧПУ и хочу получить консультацию по мощности источника и формату.',
    );
  });
});
