import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCompare, compareList } from '@site/shared/lists/compareList';
import { renderSection } from '@site/shared/testing/renderSection';
import { cncSheet } from '../../../pages/cnc-laser/__tests__/cncSheet';
import { renderCncPage } from '../../../pages/cnc-laser/__tests__/renderCncPage';
import { section } from '../../../section';
import { escape, wordsOf, type Words } from '../../../testing/words';

/** The tray, the compare buttons and the chosen machines, found by the page's words. */
function trayOf({ t, cnc }: Words) {
  const tray = () => screen.getByRole('region', { name: cnc('compare.tray.label') });
  return {
    tray,
    compareButton: (id: string) =>
      screen.getByRole('button', {
        name: new RegExp(`^${escape(cnc('compare.toggle'))}\\W+${escape(nameOf(t, id))}$`),
      }),
    chosen: () =>
      within(tray())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
  };
}

const nameOf = (t: Words['t'], id: string) => t(cncSheet(id).name);
/** A machine in the tray as it reads: model, name and the × of its remove button. */
const trayItem = (t: Words['t'], id: string) => `${cncSheet(id).model} ${nameOf(t, id)}×`;

afterEach(() => {
  localStorage.clear();
});

describe('the comparison tray', () => {
  it('collects machines from the cards, refuses a fifth and lets them go again', async () => {
    const words = await renderCncPage('products/cnc-laser');
    const { t, cnc } = words;
    const { tray, compareButton, chosen } = trayOf(words);
    const label = cnc('compare.tray.label');
    expect(screen.queryByRole('region', { name: label })).toBeNull();

    await userEvent.click(compareButton('single-platform'));
    expect(compareButton('single-platform')).toHaveAttribute('aria-pressed', 'true');
    // The tray's code loads once a machine is chosen.
    await screen.findByRole('region', { name: label });
    expect(document.documentElement).toHaveAttribute('data-compare-tray');
    const waiting = within(tray()).getByRole('button', {
      name: cnc('compare.tray.compare', { chosen: 1 }),
    });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(waiting).toHaveAccessibleDescription(cnc('compare.tray.needMore'));

    for (const id of ['exchange-platform', 'large-format', '2-chuck-tube']) {
      await userEvent.click(compareButton(id));
    }
    expect(chosen()).toEqual(
      ['single-platform', 'exchange-platform', 'large-format', '2-chuck-tube'].map((id) =>
        trayItem(t, id),
      ),
    );
    expect(within(tray()).getByText(cnc('compare.tray.full'))).toBeInTheDocument();
    expect(
      within(tray()).getByRole('link', { name: cnc('compare.tray.compare', { chosen: 4 }) }),
    ).toHaveAttribute(
      'href',
      '/en/products/cnc-laser/compare?ids=single-platform,exchange-platform,large-format,2-chuck-tube',
    );

    const fifth = compareButton('3-chuck-tube');
    await userEvent.click(fifth);
    expect(fifth).toHaveAttribute('aria-pressed', 'false');
    const refusal = within(fifth.parentElement!).getByRole('status');
    expect(refusal).toHaveTextContent(cnc('compare.full', { count: 4 }));
    expect(compareList.read()).toHaveLength(4);

    await userEvent.click(
      within(tray()).getByRole('button', {
        name: cnc('compare.tray.remove', { name: nameOf(t, 'large-format') }),
      }),
    );
    expect(chosen()).toHaveLength(3);
    expect(within(tray()).getByText(cnc('compare.tray.room', { count: 1 }))).toBeInTheDocument();
    expect(compareButton('large-format')).toHaveAttribute('aria-pressed', 'false');
    // The tray has room again, so the refusal is no longer true.
    expect(refusal).toBeEmptyDOMElement();

    await userEvent.click(within(tray()).getByRole('button', { name: cnc('compare.tray.clear') }));
    expect(screen.queryByRole('region', { name: label })).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-compare-tray');
  });

  it('takes a machine out from its card as well', async () => {
    addToCompare('round-tube');
    const words = await renderCncPage('products/cnc-laser');
    const toggle = trayOf(words).compareButton('round-tube');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(compareList.read()).toEqual([]);
  });

  it('is on every machine page, in the page language, after a reload', async () => {
    addToCompare('single-platform');
    addToCompare('round-tube');
    const { t, cnc } = await renderCncPage('products/cnc-laser/bevel-cutting', 'ru');
    const region = screen.getByRole('region', { name: cnc('compare.tray.label') });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([trayItem(t, 'single-platform'), trayItem(t, 'round-tube')]);
    expect(within(region).getByText(cnc('compare.tray.room', { count: 2 }))).toBeInTheDocument();
    expect(
      within(region).getByRole('link', { name: cnc('compare.tray.compare', { chosen: 2 }) }),
    ).toHaveAttribute('href', '/ru/products/cnc-laser/compare?ids=single-platform,round-tube');
    await userEvent.click(
      screen.getByRole('button', {
        name: new RegExp(
          `^${escape(cnc('compare.toggle'))}\\W+${escape(nameOf(t, 'bevel-cutting'))}`,
        ),
      }),
    );
    expect(compareList.read()).toEqual(['single-platform', 'round-tube', 'bevel-cutting']);
  });

  it('opens the list of machines on a phone with its toggle', async () => {
    addToCompare('single-platform');
    const { cnc } = await renderCncPage('products/cnc-laser/single-platform', 'az');
    const region = screen.getByRole('region', { name: cnc('compare.tray.label') });
    const toggle = within(region).getByRole('button', {
      name: new RegExp(
        `^${escape(cnc('compare.tray.title'))}\\s+${escape(cnc('compare.tray.chosen', { chosen: 1, max: 4 }))}$`,
      ),
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByText(cnc('compare.tray.needMore'))).toBeInTheDocument();
  });

  it('shows on the catalogue too, loading the CNC words it needs', async () => {
    addToCompare('large-format');
    addToCompare('high-power');
    const { i18n } = await renderSection(section, { path: 'products', language: 'tr' });
    const { cnc } = wordsOf(i18n, 'tr');
    // The CNC words arrive after the page, so the name is read as it is matched.
    const region = await screen.findByRole('region', {
      name: (name) => name === cnc('compare.tray.label'),
    });
    expect(
      within(region).getByRole('link', { name: cnc('compare.tray.compare', { chosen: 2 }) }),
    ).toHaveAttribute('href', '/tr/products/cnc-laser/compare?ids=large-format,high-power');
  });

  it('leaves machines it does not know out', async () => {
    localStorage.setItem(
      'site.compare',
      JSON.stringify({ version: 1, items: ['plasma-9000', 'auto-feed'] }),
    );
    const words = await renderCncPage('products/cnc-laser');
    expect(trayOf(words).chosen()).toHaveLength(1);
  });
});
