import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCompare, compareList } from '@site/shared/lists/compareList';
import { addToQuote, quoteLimits, quoteList, standInNames } from '@site/shared/lists/quoteList';
import { containing, escape, type Words, wordsIn } from '../../../../testing/words';
import { cncSheet } from '../../__tests__/cncSheet';
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
/** Text that begins with `words`. */
const startsWith = (words: string) => new RegExp(`^${escape(words)}`);
const names = (t: Words['t'], ...ids: string[]) => ids.map((id) => t(cncSheet(id).name));

afterEach(() => {
  localStorage.clear();
});

describe('CncComparePage', () => {
  it('shows the machines side by side in the order of the address', async () => {
    const { t, cnc } = await compare('exchange-platform,single-platform');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(columns()).toEqual(names(t, 'exchange-platform', 'single-platform'));
    expect(
      within(table()).getByRole('link', { name: t(cncSheet('single-platform').name) }),
    ).toHaveAttribute('href', '/en/products/cnc-laser/single-platform');
    expect(row(startsWith(t('sheet.model')))).toEqual([
      cncSheet('exchange-platform').model,
      cncSheet('single-platform').model,
    ]);
    const sheetLaser = cnc('categories.sheetLaser');
    expect(row(startsWith(cnc('compare.page.category')))).toEqual([sheetLaser, sheetLaser]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('lines the rows up by specification and shows a dash for a missing value', async () => {
    const { cnc } = await compare('single-platform,exchange-platform');
    const missing = `—${cnc('compare.page.notSpecified')}`;
    expect(row(startsWith(cnc('specs.laserPower')))).toEqual(['1.5–120 kW', '3–40 kW']);
    // Only the single-platform laser states sheet formats; only the exchange one a format.
    expect(row(startsWith(cnc('specs.sheetFormats')))).toEqual([
      '3000 × 1500 – 14000 × 3100 mm',
      missing,
    ]);
    const processingFormat = startsWith(cnc('specs.processingFormat'));
    expect(row(processingFormat)).toEqual([missing, '4000 × 2000 mm']);
    const missingRow = screen.getByRole('rowheader', { name: processingFormat }).closest('tr')!;
    expect(within(missingRow).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.queryByRole('rowheader', { name: startsWith(cnc('specs.coilWeight')) }),
    ).toBeNull();
  });

  it('marks the rows where the machines differ, in words as well as colour', async () => {
    const { cnc } = await compare('single-platform,large-format');
    expect(
      screen.getByRole('rowheader', {
        name: new RegExp(
          `^${escape(cnc('specs.laserPower'))}\\W+${escape(cnc('compare.page.differs'))}$`,
        ),
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: cnc('specs.positioningAccuracy') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: cnc('specs.powerSupply') })).toBeInTheDocument();
    expect(row(cnc('specs.powerSupply'))).toEqual(['380 V, 50 Hz', '380 V, 50 Hz']);
  });

  it('says when machines of different kinds share few rows, and groups the others apart', async () => {
    const { cnc } = await compare('single-platform,2-chuck-tube');
    expect(screen.getByText(startsWith(cnc('compare.page.mixedKinds')))).toBeInTheDocument();
    const partialGroup = cnc('compare.page.partialGroup');
    const group = screen.getByRole('rowheader', { name: partialGroup });
    // Every row below the group's heading lacks a value for one of the two machines.
    const below = [...group.closest('tbody')!.querySelectorAll('tr')].slice(1);
    expect(below.length).toBeGreaterThan(0);
    for (const line of below) {
      expect(line.textContent).toContain(cnc('compare.page.notSpecified'));
    }
    await userEvent.click(
      screen.getByRole('switch', { name: cnc('compare.page.onlyDifferences') }),
    );
    expect(screen.queryByRole('rowheader', { name: partialGroup })).toBeNull();
    expect(
      screen.getByText(cnc('compare.page.partialHidden', { count: below.length })),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: startsWith(cnc('specs.laserPower')) }),
    ).toBeInTheDocument();
  });

  it('keeps one table for machines of one kind', async () => {
    const { cnc } = await compare('round-tube,square-tube');
    expect(screen.queryByText(containing(cnc('compare.page.mixedKinds')))).toBeNull();
  });

  it('shows only the differences when asked, and keeps that in the address', async () => {
    const { cnc } = await compare('single-platform,large-format');
    const accuracy = cnc('specs.positioningAccuracy');
    const only = screen.getByRole('switch', { name: cnc('compare.page.onlyDifferences') });
    expect(only).not.toBeChecked();
    await userEvent.click(only);
    expect(only).toBeChecked();
    expect(screen.queryByRole('rowheader', { name: accuracy })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: cnc('compare.page.category') })).toBeNull();
    expect(
      screen.getByRole('rowheader', { name: startsWith(cnc('specs.laserPower')) }),
    ).toBeInTheDocument();
    expect(address()).toBe(
      '/en/products/cnc-laser/compare?ids=single-platform,large-format&show=differences',
    );
    await userEvent.click(only);
    expect(screen.getByRole('rowheader', { name: accuracy })).toBeInTheDocument();
    expect(address()).toBe('/en/products/cnc-laser/compare?ids=single-platform,large-format');
  });

  it('opens a shared address with only the differences', async () => {
    const { cnc } = await compare('single-platform,large-format&show=differences', 'az');
    expect(screen.getByRole('switch', { name: cnc('compare.page.onlyDifferences') })).toBeChecked();
    expect(screen.queryByRole('rowheader', { name: cnc('compare.page.category') })).toBeNull();
  });

  it('takes a machine out and writes the address again', async () => {
    addToCompare('single-platform');
    addToCompare('exchange-platform');
    addToCompare('large-format');
    const { t, cnc } = await compare('single-platform,exchange-platform,large-format');
    await userEvent.click(
      screen.getByRole('button', {
        name: new RegExp(
          `${escape(cnc('compare.page.remove'))}\\W+${escape(t(cncSheet('exchange-platform').name))}`,
        ),
      }),
    );
    expect(address()).toBe('/en/products/cnc-laser/compare?ids=single-platform,large-format');
    expect(columns()).toEqual(names(t, 'single-platform', 'large-format'));
    // The tray follows: the visitor took it out of the comparison.
    expect(compareList.read()).toEqual(['single-platform', 'large-format']);
  });

  it('names the ids it does not know and compares the rest', async () => {
    const { cnc } = await compare('single-platform,plasma-9000,large-format');
    expect(
      screen.getByText(cnc('compare.page.unknown', { count: 1, ids: 'plasma-9000' })),
    ).toBeInTheDocument();
    expect(screen.getByText(cnc('compare.page.unknownRest'))).toBeInTheDocument();
    expect(columns()).toHaveLength(2);
  });

  it('names every unknown id in the reader’s language and shows the one it knows', async () => {
    const { t, cnc } = await compare('nope,single-platform,also-nope', 'ru');
    // The ids are joined by the browser's list format.
    expect(
      screen.getByText(cnc('compare.page.unknown', { count: 2, ids: 'nope и also-nope' })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        startsWith(cnc('compare.page.one', { name: t(cncSheet('single-platform').name) })),
      ),
    ).toBeInTheDocument();
    expect(columns()).toHaveLength(1);
    expect(screen.getByRole('link', { name: cnc('compare.page.addAnother') })).toHaveAttribute(
      'href',
      '/ru/products/cnc-laser',
    );
  });

  it('shows the one machine a stale link still names, with a way to add another', async () => {
    const { t, cnc } = await compare('single-platform,withdrawn-9000');
    expect(
      screen.getByText(cnc('compare.page.unknown', { count: 1, ids: 'withdrawn-9000' })),
    ).toBeInTheDocument();
    expect(columns()).toEqual(names(t, 'single-platform'));
    expect(row(startsWith(t('sheet.model')))).toEqual([cncSheet('single-platform').model]);
    // One machine differs from nothing.
    expect(screen.queryByRole('switch', { name: cnc('compare.page.onlyDifferences') })).toBeNull();
    expect(compareList.read()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: cnc('compare.page.addAnother') }));
    await waitFor(() => expect(address()).toBe('/en/products/cnc-laser'));
    // It waits in the tray for the machine the visitor adds next.
    expect(compareList.read()).toEqual(['single-platform']);
  });

  it('shows nothing to compare when the address names only unknown machines', async () => {
    const { cnc } = await compare('nope,also-nope');
    expect(
      screen.getByText(cnc('compare.page.unknown', { count: 2, ids: 'nope and also-nope' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(cnc('compare.page.empty.few'))).toBeInTheDocument();
  });

  it('refuses five machines and offers the first four', async () => {
    const { cnc } = await compare(
      'single-platform,exchange-platform,large-format,2-chuck-tube,3-chuck-tube',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(cnc('compare.page.tooMany', { count: 5, max: 4 }))).toBeInTheDocument();
    const first = cnc('compare.page.compareFirst', { max: 4 });
    expect(screen.getByRole('link', { name: first })).toHaveAttribute(
      'href',
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format,2-chuck-tube',
    );
    await userEvent.click(screen.getByRole('link', { name: first }));
    expect(columns()).toHaveLength(4);
  });

  it('counts too many machines with the plural forms of Russian', async () => {
    const { cnc } = await compare('a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u', 'ru');
    expect(
      screen.getByText(cnc('compare.page.tooMany', { count: 21, max: 4 })),
    ).toBeInTheDocument();
    // The first four name no machine, so there is nothing to offer.
    expect(
      screen.queryByRole('link', {
        name: containing(cnc('compare.page.compareFirst', { max: 4 })),
      }),
    ).toBeNull();
  });

  it('explains how to choose machines when the address names none', async () => {
    const { cnc } = await renderCncPage('products/cnc-laser/compare');
    expect(
      screen.getByRole('heading', { name: cnc('compare.page.empty.title') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: cnc('compare.page.empty.list') })).toHaveAttribute(
      'href',
      '/en/products/cnc-laser',
    );
  });

  it('offers the machines already in the tray on the page without ids', async () => {
    addToCompare('round-tube');
    addToCompare('square-tube');
    const { cnc } = await renderCncPage('products/cnc-laser/compare', 'az');
    expect(
      screen.getByRole('link', { name: cnc('compare.page.empty.chosen', { chosen: 2 }) }),
    ).toHaveAttribute('href', '/az/products/cnc-laser/compare?ids=round-tube,square-tube');
  });

  it('scrolls the table inside a focusable, named region', async () => {
    const { cnc } = await compare('single-platform,exchange-platform');
    const region = screen.getByRole('region', { name: cnc('compare.page.region') });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('puts every compared machine on the quote request and opens it', async () => {
    const { cnc } = await compare('2-chuck-tube,round-tube');
    await userEvent.click(screen.getByRole('button', { name: cnc('compare.page.quote') }));
    await waitFor(() => expect(address()).toBe('/en/quote'));
    expect(quoteList.read().map((item) => [item.id, item.model])).toEqual([
      ['products/cnc-laser/2-chuck-tube', cncSheet('2-chuck-tube').model],
      ['products/cnc-laser/round-tube', expect.any(String)],
    ]);
    // Named at once as this page names them, then in every language as the words arrive.
    const az = await wordsIn('az');
    await waitFor(() =>
      expect(quoteList.read()[0]?.title.az).toBe(az.t(cncSheet('2-chuck-tube').name)),
    );
  });

  it('says the request has no room for all of them and adds none', async () => {
    const others = quoteLimits.items - 1;
    for (let index = 1; index <= others; index += 1) {
      const id = `products/other-${index}`;
      addToQuote({ id, path: id, kind: 'product', title: standInNames(`Machine ${index}`) });
    }
    const { cnc, common } = await compare('2-chuck-tube,round-tube');
    expect(screen.queryByRole('button', { name: cnc('compare.page.quote') })).toBeNull();
    expect(
      screen.getByText(cnc('compare.page.quoteNoRoom', { limit: quoteLimits.items }), {
        exact: false,
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: common('quote.view', { count: others }) }),
    ).toHaveAttribute('href', '/en/quote');
    expect(quoteList.read()).toHaveLength(others);
    expect(address()).toBe('/en/products/cnc-laser/compare?ids=2-chuck-tube,round-tube');
  });

  it('counts a machine already on the request as there: the other one still fits', async () => {
    const others = quoteLimits.items - 2;
    for (let index = 1; index <= others; index += 1) {
      const id = `products/other-${index}`;
      addToQuote({ id, path: id, kind: 'product', title: standInNames(`Machine ${index}`) });
    }
    const tube = 'products/cnc-laser/2-chuck-tube';
    addToQuote({ id: tube, path: tube, kind: 'product', title: standInNames('Tube laser') });
    const { cnc } = await compare('2-chuck-tube,round-tube');
    await userEvent.click(screen.getByRole('button', { name: cnc('compare.page.quote') }));
    await waitFor(() => expect(address()).toBe('/en/quote'));
    expect(quoteList.read()).toHaveLength(quoteLimits.items);
    expect(quoteList.read().at(-1)?.id).toBe('products/cnc-laser/round-tube');
  });
});
