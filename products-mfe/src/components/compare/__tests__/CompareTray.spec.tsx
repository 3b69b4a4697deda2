import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCompare, compareList } from '@site/shared/lists/compareList';
import { renderSection } from '@site/shared/testing/renderSection';
import { renderCncPage } from '../../../pages/cnc-laser/__tests__/renderCncPage';
import { section } from '../../../section';

const tray = () => screen.getByRole('region', { name: 'Machine comparison' });
const compareButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^Compare\\W+${name}$`) });
const chosen = () =>
  within(tray())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => {
  localStorage.clear();
});

describe('the comparison tray', () => {
  it('collects machines from the cards, refuses a fifth and lets them go again', async () => {
    await renderCncPage('products/cnc-laser');
    expect(screen.queryByRole('region', { name: 'Machine comparison' })).toBeNull();

    await userEvent.click(compareButton('Single-platform fibre laser cutting machine'));
    expect(compareButton('Single-platform fibre laser cutting machine')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The tray's code loads once a machine is chosen.
    await screen.findByRole('region', { name: 'Machine comparison' });
    expect(document.documentElement).toHaveAttribute('data-compare-tray');
    const waiting = within(tray()).getByRole('button', { name: 'Compare (1)' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(waiting).toHaveAccessibleDescription('Choose one more machine to compare.');

    for (const name of [
      'Exchange-platform fibre laser cutting machine',
      'Large-format fibre laser cutting machine',
      'Two-chuck tube laser cutting machine',
    ]) {
      await userEvent.click(compareButton(name));
    }
    expect(chosen()).toEqual([
      'SP-3015 Single-platform fibre laser cutting machine×',
      'EP-4020 Exchange-platform fibre laser cutting machine×',
      'LF-12025 Large-format fibre laser cutting machine×',
      'T2-220 Two-chuck tube laser cutting machine×',
    ]);
    expect(within(tray()).getByText('The comparison is full.')).toBeInTheDocument();
    expect(within(tray()).getByRole('link', { name: 'Compare (4)' })).toHaveAttribute(
      'href',
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format,2-chuck-tube',
    );

    const fifth = compareButton('Three-chuck tube laser cutting machine');
    await userEvent.click(fifth);
    expect(fifth).toHaveAttribute('aria-pressed', 'false');
    const refusal = within(fifth.parentElement!).getByRole('status');
    expect(refusal).toHaveTextContent(
      'You can compare at most 4 machines at a time. Remove one from the comparison to add another.',
    );
    expect(compareList.read()).toHaveLength(4);

    await userEvent.click(
      within(tray()).getByRole('button', {
        name: 'Remove from comparison: Large-format fibre laser cutting machine',
      }),
    );
    expect(chosen()).toHaveLength(3);
    expect(within(tray()).getByText('You can add 1 more machine.')).toBeInTheDocument();
    expect(compareButton('Large-format fibre laser cutting machine')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The tray has room again, so the refusal is no longer true.
    expect(refusal).toBeEmptyDOMElement();

    await userEvent.click(within(tray()).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Machine comparison' })).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-compare-tray');
  });

  it('takes a machine out from its card as well', async () => {
    addToCompare('round-tube');
    await renderCncPage('products/cnc-laser');
    const toggle = compareButton('Round tube laser cutting machine');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(compareList.read()).toEqual([]);
  });

  it('is on every machine page, in the page language, after a reload', async () => {
    addToCompare('single-platform');
    addToCompare('round-tube');
    await renderCncPage('products/cnc-laser/bevel-cutting', 'ru');
    const region = screen.getByRole('region', { name: 'Сравнение станков' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SP-3015 Волоконный станок лазерной резки с одним столом×',
      'RT-160 Станок лазерной резки круглых труб×',
    ]);
    expect(within(region).getByText('Можно добавить ещё 2 станка.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Сравнить (2)' })).toHaveAttribute(
      'href',
      '/ru/products/cnc-laser/compare?ids=single-platform,round-tube',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Сравнить\W+Станок лазерной/ }));
    expect(compareList.read()).toEqual(['single-platform', 'round-tube', 'bevel-cutting']);
  });

  it('opens the list of machines on a phone with its toggle', async () => {
    addToCompare('single-platform');
    await renderCncPage('products/cnc-laser/single-platform', 'az');
    const region = screen.getByRole('region', { name: 'Dəzgahların müqayisəsi' });
    const toggle = within(region).getByRole('button', { name: /^Müqayisə\s+1 \/ 4$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByText('Müqayisə üçün daha bir dəzgah seçin.')).toBeInTheDocument();
  });

  it('shows on the catalogue too, loading the CNC words it needs', async () => {
    addToCompare('large-format');
    addToCompare('high-power');
    await renderSection(section, { path: 'products', language: 'tr' });
    const region = await screen.findByRole('region', { name: 'Makine karşılaştırması' });
    expect(within(region).getByRole('link', { name: 'Karşılaştırın (2)' })).toHaveAttribute(
      'href',
      '/tr/products/cnc-laser/compare?ids=large-format,high-power',
    );
  });

  it('leaves machines it does not know out', async () => {
    localStorage.setItem(
      'site.compare',
      JSON.stringify({ version: 1, items: ['plasma-9000', 'auto-feed'] }),
    );
    await renderCncPage('products/cnc-laser');
    expect(chosen()).toHaveLength(1);
  });
});
