import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languages } from '@site/shared/i18n/languages';
import { chatText } from '@site/shared/testing/chatText';
import { containing, escape, type Words } from '../../../../testing/words';
import { cncSheet } from '../../__tests__/cncSheet';
import { address, renderCncPage } from '../../__tests__/renderCncPage';
import { cncMoreSystemCards, cncProductCards, filterCards, maxCardFeatures } from '../content';

const machinesRegion = (cnc: Words['cnc']) =>
  screen.getByRole('region', { name: cnc('list.machinesLabel') });
const productCards = (cnc: Words['cnc']) =>
  within(machinesRegion(cnc)).getAllByRole('heading', { level: 2 });
const names = (t: Words['t'], ...ids: string[]) => ids.map((id) => t(cncSheet(id).name));

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
    const { t, cnc } = await renderCncPage('products/cnc-laser');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(productCards(cnc)).toHaveLength(10);
    const name = t(cncSheet('4-chuck-tube').name);
    const card = screen.getByRole('heading', { name }).closest('li')!;
    expect(within(card).getByText(cnc('categories.tubeLaser'))).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: cnc('views.overview', { name }) }),
    ).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(maxCardFeatures);
    expect(
      within(card).getByRole('link', {
        name: new RegExp(`${escape(cnc('list.details'))}.*${escape(name)}`),
      }),
    ).toHaveAttribute('href', '/en/products/cnc-laser/4-chuck-tube');
  });

  it.each(languages)('links every card to its page in %s', async (language) => {
    const { cnc } = await renderCncPage('products/cnc-laser', language);
    const hrefs = within(machinesRegion(cnc))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(cncProductCards.map((card) => `/${language}/${card.detailPath}`));
  });

  it('filters by category when a visitor chooses one, and puts it in the address', async () => {
    const { t, cnc } = await renderCncPage('products/cnc-laser');
    const all = containing(cnc('list.filter.all'));
    const tubeLaser = containing(cnc('categories.tubeLaser'));
    const filter = screen.getByRole('group', { name: cnc('list.filter.label') });
    expect(within(filter).getByRole('button', { name: all })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filter).getByRole('button', { name: tubeLaser }));
    expect(productCards(cnc).map((heading) => heading.textContent)).toEqual(
      names(t, '2-chuck-tube', '3-chuck-tube', '4-chuck-tube'),
    );
    expect(within(filter).getByRole('button', { name: tubeLaser })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The two tube lasers of "More laser systems" are filtered with them, and counted.
    expect(
      within(screen.getByRole('region', { name: cnc('list.more.title') }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(names(t, 'square-tube', 'round-tube'));
    expect(screen.getByText(cnc('list.filter.showing', { count: 5 }))).toBeInTheDocument();
    expect(address()).toBe('/en/products/cnc-laser?category=tube-laser');

    await userEvent.click(within(filter).getByRole('button', { name: all }));
    expect(productCards(cnc)).toHaveLength(10);
    expect(screen.getByText(cnc('list.filter.showing', { count: 16 }))).toBeInTheDocument();
    expect(address()).toBe('/en/products/cnc-laser');
  });

  it('counts the machines of each category on its button, over both lists of the page', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser');
    const filter = screen.getByRole('group', { name: cnc('list.filter.label') });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      `${cnc('list.filter.all')}16`,
      `${cnc('categories.sheetLaser')}4`,
      `${cnc('categories.tubeLaser')}5`,
      `${cnc('categories.specialLaser')}3`,
      `${cnc('categories.coilLaser')}1`,
      `${cnc('categories.feedingSystems')}2`,
      `${cnc('categories.profileLaser')}1`,
    ]);
  });

  it('opens already filtered from a shared address', async () => {
    const { t, cnc } = await renderCncPage('products/cnc-laser?category=coil-laser', 'tr');
    expect(productCards(cnc).map((heading) => heading.textContent)).toEqual(
      names(t, 'automatic-coil'),
    );
    expect(screen.getByText(cnc('list.filter.showing', { count: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: cnc('list.more.title') })).toBeNull();
  });

  it('shows every machine for an unknown category', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser?category=plasma');
    expect(productCards(cnc)).toHaveLength(10);
    expect(
      screen.getByRole('button', { name: containing(cnc('list.filter.all')) }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('counts the machines shown with the plural forms of Russian', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser', 'ru');
    expect(screen.getByText(cnc('list.filter.showing', { count: 16 }))).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: containing(cnc('categories.sheetLaser')) }),
    );
    expect(screen.getByText(cnc('list.filter.showing', { count: 4 }))).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: containing(cnc('categories.profileLaser')) }),
    );
    expect(screen.getByText(cnc('list.filter.showing', { count: 1 }))).toBeInTheDocument();
  });

  it('links the further laser systems from their own section', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser', 'az');
    const more = screen.getByRole('region', { name: cnc('list.more.title') });
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
    const { cnc } = await renderCncPage('products/cnc-laser', 'ru');
    const chat = screen.getByRole('link', { name: containing(cnc('list.ask.button')) });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chatText(chat)).toBe(cnc('list.ask.message'));
  });
});
