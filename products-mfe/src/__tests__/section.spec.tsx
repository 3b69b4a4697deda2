import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionPages, summarizeSection, unlistedPages } from '@site/shared/contract/sectionPages';
import { renderSection } from '@site/shared/testing/renderSection';
import az from '../locales/az/navigation.json';
import en from '../locales/en/navigation.json';
import ru from '../locales/ru/navigation.json';
import tr from '../locales/tr/navigation.json';
import { section } from '../section';
import { wordsOf } from '../testing/words';

// Spec section 2: the catalogue, its lines and every machine page.
const specPages = [
  'products',
  'products/cnc-laser',
  ...[
    'single-platform',
    'exchange-platform',
    'large-format',
    '2-chuck-tube',
    '3-chuck-tube',
    '4-chuck-tube',
    'h-beam-laser',
    'plate-tube-integrated',
    'automatic-coil',
    'automatic-feeding',
    'auto-feed',
    'square-tube',
    'round-tube',
    'bevel-cutting',
    'high-power',
    'cutting-welding',
  ].map((id) => `products/cnc-laser/${id}`),
  'products/welding-machines',
  'products/welding-machines/handheld-laser-welding',
  'products/welding-machines/mig-mag-welding',
  'products/welding-machines/tig-welding',
  'products/cutting-machines',
  'products/torna-freze',
  'products/consumables',
  'products/compressors',
  'products/industrial-scales',
  'products/generators',
];

/** Pages of the visitor's own choices: served, left out of the sitemap and the search. */
const unlisted = ['products/cnc-laser/compare'];

describe('the products section', () => {
  it('serves the catalogue, the 16 CNC laser machines and every other line of the spec', () => {
    expect(sectionPages(section).filter((path) => !unlisted.includes(path))).toEqual(specPages);
  });

  it('serves the CNC laser comparison unlisted', () => {
    expect(unlistedPages(section)).toEqual(unlisted);
  });

  it.each(specPages.filter((path) => !path.startsWith('products/cnc-laser/')))(
    'renders /en/%s with one page heading',
    async (path) => {
      const { i18n } = await renderSection(section, { path });
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).not.toHaveTextContent(wordsOf(i18n).common('notFound.title'));
    },
  );

  it.each([
    'products/welding-machines/plasma-welding',
    'products/welding-machines/handheld-laser-welding/extra',
    'products/torna-freze/lathe',
    'products/no-such-line',
    'products/cnc-laser/no-such-machine',
  ])('shows the localized not-found page for /az/%s', async (path) => {
    const { i18n } = await renderSection(section, { language: 'az', path });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      wordsOf(i18n, 'az').common('notFound.title'),
    );
  });

  it('sends the two old CNC addresses to their pages', () => {
    expect(section.aliases).toEqual([
      { path: 'products/cnc-laser/three-chuck-tube', to: 'products/cnc-laser/3-chuck-tube' },
      { path: 'products/cnc-laser/h-profile', to: 'products/cnc-laser/h-beam-laser' },
    ]);
  });

  it('lists the product lines under one Products menu', () => {
    const [menu, ...others] = summarizeSection(section).menus;
    expect(others).toEqual([]);
    expect(menu?.pages.map((page) => page.path)).toEqual([
      'products/cnc-laser',
      'products/welding-machines',
      'products/cutting-machines',
      'products/torna-freze',
      'products/consumables',
      'products/compressors',
      'products/industrial-scales',
      'products/generators',
    ]);
    expect(menu?.pages[2]?.label).toEqual({
      az: az.cutting,
      tr: tr.cutting,
      en: en.cutting,
      ru: ru.cutting,
    });
  });
});
