import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addToQuote,
  quoteLimits,
  quoteList,
  quoteStorage,
  standInNames,
  type EarlyQuote,
} from '@site/shared/lists/quoteList';
import { renderSection } from '@site/shared/testing/renderSection';
import { findCncMachine } from '../content/cnc-laser/machines';
import type { TextKey } from '../content/types';
import { guillotineShear, plasmaCutter } from '../pages/cutting-machines/content';
import { handheldLaserWelding } from '../pages/handheld-laser-welding/content';
import { lathe, milling } from '../pages/torna-freze/content';
import { section } from '../section';
import { escape, wordsOf } from '../testing/words';

afterEach(() => {
  localStorage.clear();
});

const singlePlatform = findCncMachine('single-platform')!.sheet;

describe('the quote request buttons', () => {
  it.each<[string, TextKey, string, string | undefined]>([
    [
      'products/cnc-laser/single-platform',
      singlePlatform.name,
      'products/cnc-laser/single-platform',
      singlePlatform.model,
    ],
    [
      'products/cnc-laser/cutting-welding',
      'cnc.machines.cuttingWelding.name',
      'products/cnc-laser/cutting-welding',
      undefined,
    ],
    ['products/torna-freze', lathe.name, 'products/torna-freze#lathe', lathe.model],
    ['products/torna-freze', milling.name, 'products/torna-freze#milling', milling.model],
    [
      'products/cutting-machines',
      guillotineShear.name,
      'products/cutting-machines#guillotine',
      guillotineShear.model,
    ],
    [
      'products/cutting-machines',
      plasmaCutter.name,
      'products/cutting-machines#plasma',
      plasmaCutter.model,
    ],
    [
      'products/welding-machines/handheld-laser-welding',
      handheldLaserWelding.name,
      'products/welding-machines/handheld-laser-welding',
      handheldLaserWelding.model,
    ],
    [
      'products/welding-machines/mig-mag-welding',
      'migMag.name',
      'products/welding-machines/mig-mag-welding',
      undefined,
    ],
    [
      'products/welding-machines/tig-welding',
      'tig.name',
      'products/welding-machines/tig-welding',
      undefined,
    ],
    [
      'products/consumables',
      'consumables.categories.welding.name',
      'products/consumables#welding',
      undefined,
    ],
    [
      'products/consumables',
      'consumables.categories.safety.name',
      'products/consumables#safety',
      undefined,
    ],
  ])('on %s add “%s” as %s', async (path, nameKey, id, model) => {
    const { i18n } = await renderSection(section, { path });
    const { t, common } = wordsOf(i18n);
    const name = t(nameKey);
    const button = screen.getByRole('button', {
      name: new RegExp(`^${escape(common('quote.add'))}\\W+${escape(name)}$`),
    });
    // Pressed before the client has taken the page over, the page's inline script stores what
    // the button carries: the list's storage and the same item, named as the page names it.
    const early = JSON.parse(button.dataset.quoteEarly ?? '') as EarlyQuote;
    await userEvent.click(button);
    // The item is on the list at once, named as the page names it…
    expect(quoteList.read()).toHaveLength(1);
    const [item] = quoteList.read();
    expect(early).toEqual({ ...quoteStorage, item: { ...item, title: standInNames(name) } });
    // A consumables group is described in its note; a machine is counted.
    const kind = path === 'products/consumables' ? 'group' : 'product';
    expect(item).toMatchObject({ id, path: path, kind });
    if (model) expect(item?.model).toBe(model);
    expect(item?.title.en).toBe(name);
    // …and named in the other languages as their words arrive.
    await waitFor(() => expect(quoteList.read()[0]?.title.ru).not.toBe(name));
    expect(quoteList.read()[0]).toMatchObject({ id, title: { en: name } });
  });

  it('on a full request says so and links to it, instead of a button that adds nothing', async () => {
    for (let index = 1; index <= quoteLimits.items; index += 1) {
      const id = `products/other-${index}`;
      addToQuote({ id, path: id, kind: 'product', title: standInNames(`Machine ${index}`) });
    }
    const { i18n } = await renderSection(section, { path: 'products/cnc-laser/single-platform' });
    const { common } = wordsOf(i18n);
    expect(
      screen.queryByRole('button', { name: new RegExp(escape(common('quote.add'))) }),
    ).toBeNull();
    expect(screen.getByText(common('quote.full'), { exact: false })).toBeVisible();
    expect(
      screen.getByRole('link', { name: common('quote.view', { count: quoteLimits.items }) }),
    ).toHaveAttribute('href', '/en/quote');
    expect(quoteList.read()).toHaveLength(quoteLimits.items);
  });

  it('names an item left before its names arrived when its page is seen again', async () => {
    const path = 'products/cnc-laser/single-platform';
    const standIn = 'Single-platform fibre laser cutting machine';
    addToQuote({ id: path, path, kind: 'product', title: standInNames(standIn), model: 'SP-3015' });
    const { i18n } = await renderSection(section, { path });
    await waitFor(() =>
      expect(quoteList.read()[0]?.title).toMatchObject({
        en: wordsOf(i18n).t(singlePlatform.name),
        ru: expect.not.stringMatching(standIn) as string,
      }),
    );
  });
});
