import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@site/shared/testing';
import { loadProductsMessages } from '../messages';
import { navigation } from '../navigation';
import { equipmentPaths, productPaths } from '../paths';
import { ProductsRoutes } from '../ProductsRoutes';

const render = (path: string, language: 'az' | 'tr' | 'en' | 'ru' = 'en') =>
  renderWithSite(<ProductsRoutes />, { language, path, loadMessages: loadProductsMessages });

describe('ProductsRoutes', () => {
  it('lists every welding, lathe, cutting, consumables and coming-soon page', () => {
    expect(equipmentPaths).toEqual([
      'products/welding-machines',
      'products/welding-machines/handheld-laser-welding',
      'products/welding-machines/mig-mag-welding',
      'products/welding-machines/tig-welding',
      'products/torna-freze',
      'products/cutting-machines',
      'products/consumables',
      'products/compressors',
      'products/industrial-scales',
      'products/generators',
    ]);
    expect(productPaths[0]).toBe('products');
    expect(productPaths).toEqual(expect.arrayContaining([...equipmentPaths]));
  });

  it.each(['products', ...equipmentPaths])('renders /en/%s with one page heading', async (path) => {
    await render(path);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).not.toHaveTextContent('We could not find this page');
  });

  it.each([
    'products/welding-machines/plasma-welding',
    'products/welding-machines/handheld-laser-welding/extra',
    'products/torna-freze/lathe',
    'products/no-such-line',
  ])('shows the localized not-found page for /az/%s', async (path) => {
    await render(path, 'az');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bu səhifə tapılmadı');
  });

  it('puts every product page of the menu on a route', () => {
    const paths = navigation.items.map((item) => item.path);
    expect(paths).toEqual([
      'products',
      'products/cnc-laser',
      'products/welding-machines',
      'products/cutting-machines',
      'products/torna-freze',
      'products/consumables',
      'products/compressors',
      'products/industrial-scales',
      'products/generators',
    ]);
    for (const path of paths.filter((path) => path !== 'products/cnc-laser')) {
      expect(productPaths).toContain(path);
    }
    expect(navigation.items[3]!.label).toEqual({
      az: 'Kəsmə dəzgahları',
      tr: 'Kesim makineleri',
      en: 'Cutting machines',
      ru: 'Оборудование для резки',
    });
  });
});
