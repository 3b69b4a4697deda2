import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCompare, compareList } from '@site/shared/lists/compareList';
import { quoteList } from '@site/shared/lists/quoteList';
import { address, renderCncPage } from '../../__tests__/renderCncPage';

const table = () => screen.getByRole('table');
const columns = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
/** The cells of the row whose label is `label`, as a reader sees them. */
const row = (label: string | RegExp) =>
  within(screen.getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s+/g, ' '));
const compare = (ids: string, language?: 'az' | 'ru') =>
  renderCncPage(`products/cnc-laser/compare?ids=${ids}`, language);

afterEach(() => {
  localStorage.clear();
});

describe('CncComparePage', () => {
  it('shows the machines side by side in the order of the address', async () => {
    await compare('exchange-platform,single-platform');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(columns()).toEqual([
      'Exchange-platform fibre laser cutting machine',
      'Single-platform fibre laser cutting machine',
    ]);
    expect(
      within(table()).getByRole('link', { name: 'Single-platform fibre laser cutting machine' }),
    ).toHaveAttribute('href', '/en/products/cnc-laser/single-platform');
    expect(row(/^Model/)).toEqual(['EP-4020', 'SP-3015']);
    expect(row(/^Category/)).toEqual(['Sheet laser', 'Sheet laser']);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('lines the rows up by specification and shows a dash for a missing value', async () => {
    await compare('single-platform,exchange-platform');
    expect(row(/^Laser power/)).toEqual(['1.5–120 kW', '3–40 kW']);
    // Only the single-platform laser states sheet formats; only the exchange one a format.
    expect(row(/^Sheet formats/)).toEqual(['3000 × 1500 – 14000 × 3100 mm', '—not specified']);
    expect(row(/^Processing format/)).toEqual(['—not specified', '4000 × 2000 mm']);
    const missing = screen.getByRole('rowheader', { name: /^Processing format/ }).closest('tr')!;
    expect(within(missing).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('rowheader', { name: /^Coil weight/ })).toBeNull();
  });

  it('marks the rows where the machines differ, in words as well as colour', async () => {
    await compare('single-platform,large-format');
    expect(
      screen.getByRole('rowheader', { name: /^Laser power\W+values differ$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Positioning accuracy' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Power supply' })).toBeInTheDocument();
    expect(row('Power supply')).toEqual(['380 V, 50 Hz', '380 V, 50 Hz']);
  });

  it('says when machines of different kinds share few rows, and groups the others apart', async () => {
    await compare('single-platform,2-chuck-tube');
    expect(
      screen.getByText(/^These machines are of different kinds, so not every row applies/),
    ).toBeInTheDocument();
    const group = screen.getByRole('rowheader', { name: 'Stated for only some of these machines' });
    // Every row below the group's heading lacks a value for one of the two machines.
    const below = [...group.closest('tbody')!.querySelectorAll('tr')].slice(1);
    expect(below.length).toBeGreaterThan(0);
    for (const line of below) expect(line.textContent).toContain('not specified');
    await userEvent.click(screen.getByRole('switch', { name: 'Only differences' }));
    expect(
      screen.queryByRole('rowheader', { name: 'Stated for only some of these machines' }),
    ).toBeNull();
    expect(
      screen.getByText(`${below.length} rows stated for only some of these machines are hidden.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Laser power/ })).toBeInTheDocument();
  });

  it('keeps one table for machines of one kind', async () => {
    await compare('round-tube,square-tube');
    expect(screen.queryByText(/different kinds/)).toBeNull();
  });

  it('shows only the differences when asked, and keeps that in the address', async () => {
    await compare('single-platform,large-format');
    const only = screen.getByRole('switch', { name: 'Only differences' });
    expect(only).not.toBeChecked();
    await userEvent.click(only);
    expect(only).toBeChecked();
    expect(screen.queryByRole('rowheader', { name: 'Positioning accuracy' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Category' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^Laser power/ })).toBeInTheDocument();
    expect(address()).toBe(
      '/en/products/cnc-laser/compare?ids=single-platform,large-format&show=differences',
    );
    await userEvent.click(only);
    expect(screen.getByRole('rowheader', { name: 'Positioning accuracy' })).toBeInTheDocument();
    expect(address()).toBe('/en/products/cnc-laser/compare?ids=single-platform,large-format');
  });

  it('opens a shared address with only the differences', async () => {
    await compare('single-platform,large-format&show=differences', 'az');
    expect(screen.getByRole('switch', { name: 'Yalnız fərqlər' })).toBeChecked();
    expect(screen.queryByRole('rowheader', { name: 'Kateqoriya' })).toBeNull();
  });

  it('takes a machine out and writes the address again', async () => {
    addToCompare('single-platform');
    addToCompare('exchange-platform');
    addToCompare('large-format');
    await compare('single-platform,exchange-platform,large-format');
    await userEvent.click(
      screen.getByRole('button', {
        name: /Remove from comparison\W+Exchange-platform fibre laser cutting machine/,
      }),
    );
    expect(address()).toBe('/en/products/cnc-laser/compare?ids=single-platform,large-format');
    expect(columns()).toEqual([
      'Single-platform fibre laser cutting machine',
      'Large-format fibre laser cutting machine',
    ]);
    // The tray follows: the visitor took it out of the comparison.
    expect(compareList.read()).toEqual(['single-platform', 'large-format']);
  });

  it('names the ids it does not know and compares the rest', async () => {
    await compare('single-platform,plasma-9000,large-format');
    expect(screen.getByText('This machine was not found: plasma-9000.')).toBeInTheDocument();
    expect(screen.getByText('The other machines are compared below.')).toBeInTheDocument();
    expect(columns()).toHaveLength(2);
  });

  it('names every unknown id in the reader’s language and shows the one it knows', async () => {
    await compare('nope,single-platform,also-nope', 'ru');
    expect(screen.getByText('Станки не найдены: nope и also-nope.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Для сравнения нужно хотя бы два станка\. Ниже — .+; добавьте ещё один/),
    ).toBeInTheDocument();
    expect(columns()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Добавить ещё станок' })).toHaveAttribute(
      'href',
      '/ru/products/cnc-laser',
    );
  });

  it('shows the one machine a stale link still names, with a way to add another', async () => {
    await compare('single-platform,withdrawn-9000');
    expect(screen.getByText('This machine was not found: withdrawn-9000.')).toBeInTheDocument();
    expect(columns()).toEqual(['Single-platform fibre laser cutting machine']);
    expect(row(/^Model/)).toEqual(['SP-3015']);
    // One machine differs from nothing.
    expect(screen.queryByRole('switch', { name: 'Only differences' })).toBeNull();
    expect(compareList.read()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Add another machine' }));
    await waitFor(() => expect(address()).toBe('/en/products/cnc-laser'));
    // It waits in the tray for the machine the visitor adds next.
    expect(compareList.read()).toEqual(['single-platform']);
  });

  it('shows nothing to compare when the address names only unknown machines', async () => {
    await compare('nope,also-nope');
    expect(
      screen.getByText('These machines were not found: nope and also-nope.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('A comparison needs at least two machines.')).toBeInTheDocument();
  });

  it('refuses five machines and offers the first four', async () => {
    await compare('single-platform,exchange-platform,large-format,2-chuck-tube,3-chuck-tube');
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByText('This address names 5 machines, but at most 4 can be compared at once.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare the first 4' })).toHaveAttribute(
      'href',
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format,2-chuck-tube',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Compare the first 4' }));
    expect(columns()).toHaveLength(4);
  });

  it('counts too many machines with the plural forms of Russian', async () => {
    await compare('a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u', 'ru');
    expect(
      screen.getByText('В адресе указан 21 станок, но одновременно можно сравнить не больше 4.'),
    ).toBeInTheDocument();
    // The first four name no machine, so there is nothing to offer.
    expect(screen.queryByRole('link', { name: /Сравнить первые/ })).toBeNull();
  });

  it('explains how to choose machines when the address names none', async () => {
    await renderCncPage('products/cnc-laser/compare');
    expect(screen.getByRole('heading', { name: 'Choose machines to compare' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the CNC laser machines' })).toHaveAttribute(
      'href',
      '/en/products/cnc-laser',
    );
  });

  it('offers the machines already in the tray on the page without ids', async () => {
    addToCompare('round-tube');
    addToCompare('square-tube');
    await renderCncPage('products/cnc-laser/compare', 'az');
    expect(
      screen.getByRole('link', { name: 'Seçdiyiniz dəzgahları müqayisə edin (2)' }),
    ).toHaveAttribute('href', '/az/products/cnc-laser/compare?ids=round-tube,square-tube');
  });

  it('scrolls the table inside a focusable, named region', async () => {
    await compare('single-platform,exchange-platform');
    const region = screen.getByRole('region', {
      name: 'Comparison table: scroll sideways to see every machine',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('puts every compared machine on the quote request and opens it', async () => {
    await compare('2-chuck-tube,round-tube');
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote for these' }));
    await waitFor(() => expect(address()).toBe('/en/quote'));
    expect(quoteList.read().map((item) => [item.id, item.model])).toEqual([
      ['products/cnc-laser/2-chuck-tube', 'T2-220'],
      ['products/cnc-laser/round-tube', expect.any(String)],
    ]);
    // Named at once as this page names them, then in every language as the words arrive.
    await waitFor(() =>
      expect(quoteList.read()[0]?.title.az).toBe('İki patronlu boru lazer kəsmə dəzgahı'),
    );
  });
});
