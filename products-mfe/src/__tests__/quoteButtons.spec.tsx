import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addToQuote, quoteList, standInNames } from '@site/shared/lists/quoteList';
import { renderSection } from '@site/shared/testing/renderSection';
import { section } from '../section';

afterEach(() => {
  localStorage.clear();
});

describe('the quote request buttons', () => {
  it.each([
    [
      'products/cnc-laser/single-platform',
      'Single-platform fibre laser cutting machine',
      'products/cnc-laser/single-platform',
      'SP-3015',
    ],
    [
      'products/cnc-laser/cutting-welding',
      'Robotic laser cutting and welding cell',
      'products/cnc-laser/cutting-welding',
      undefined,
    ],
    ['products/torna-freze', 'Universal lathe', 'products/torna-freze#lathe', 'UL-410/1500'],
    [
      'products/torna-freze',
      'Universal milling machine',
      'products/torna-freze#milling',
      'UM-1320',
    ],
    [
      'products/cutting-machines',
      'Hydraulic guillotine shear',
      'products/cutting-machines#guillotine',
      'GS-6/3200',
    ],
    [
      'products/cutting-machines',
      'CNC plasma cutting machine',
      'products/cutting-machines#plasma',
      'PC-3015',
    ],
    [
      'products/welding-machines/handheld-laser-welding',
      'Handheld laser welding machine',
      'products/welding-machines/handheld-laser-welding',
      'HLW-1000/1500/2000',
    ],
    [
      'products/welding-machines/mig-mag-welding',
      'MIG/MAG welding machines',
      'products/welding-machines/mig-mag-welding',
      undefined,
    ],
    [
      'products/welding-machines/tig-welding',
      'TIG welding machines',
      'products/welding-machines/tig-welding',
      undefined,
    ],
    ['products/consumables', 'Welding consumables', 'products/consumables#welding', undefined],
    ['products/consumables', 'Safety equipment', 'products/consumables#safety', undefined],
  ])('on %s add “%s” as %s', async (path, name, id, model) => {
    await renderSection(section, { path });
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^Add to quote request\\W+${name}$`) }),
    );
    // The item is on the list at once, named as the page names it…
    expect(quoteList.read()).toHaveLength(1);
    const [item] = quoteList.read();
    // A consumables group is described in its note; a machine is counted.
    const kind = path === 'products/consumables' ? 'group' : 'product';
    expect(item).toMatchObject({ id, path: path, kind });
    if (model) expect(item?.model).toBe(model);
    expect(item?.title.en).toBe(name);
    // …and named in the other languages as their words arrive.
    await waitFor(() => expect(quoteList.read()[0]?.title.ru).not.toBe(name));
    expect(quoteList.read()[0]).toMatchObject({ id, title: { en: name } });
  });

  it('names an item left before its names arrived when its page is seen again', async () => {
    const path = 'products/cnc-laser/single-platform';
    const name = 'Single-platform fibre laser cutting machine';
    addToQuote({ id: path, path, kind: 'product', title: standInNames(name), model: 'SP-3015' });
    await renderSection(section, { path });
    await waitFor(() =>
      expect(quoteList.read()[0]?.title).toMatchObject({
        en: name,
        ru: expect.not.stringMatching(name) as string,
      }),
    );
  });
});
