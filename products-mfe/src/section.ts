import type { SectionManifest } from '@site/shared/contract/manifest';
import { federationNameOf } from '@site/shared/contract/remotes';
import { labelsFrom, page } from '@site/shared/contract/routes';
import { name } from '../package.json';
import az from './locales/az/navigation.json';
import en from './locales/en/navigation.json';
import ru from './locales/ru/navigation.json';
import tr from './locales/tr/navigation.json';
import { loadProductsMessages, productWords } from './messages';
import {
  cncAliases,
  cncComparePath,
  cncListPath,
  cncMachineIds,
  cncMachinePath,
  cncMoreSystemIds,
} from './content/cnc-laser/ids';
import { comingSoonCategories } from './pages/catalog/categories';
import { weldingPlaceholders } from './pages/welding-placeholder/content';

const label = labelsFrom({ az, tr, en, ru });

/** Everything the equipment team owns: /products and every catalogue page below it. */
export const section: SectionManifest = {
  federationName: federationNameOf(name),
  routes: [
    page('products', () => import('./pages/catalog/CatalogPage'), {
      menu: label('products'),
      overview: label('catalog'),
    }),
    page(cncListPath, () => import('./pages/cnc-laser/list/CncLaserListPage'), {
      menu: label('cncLaser'),
      words: productWords.cnc,
    }),
    // The visitor's own choice of machines: prerendered empty, kept out of sitemap and search.
    page(cncComparePath, () => import('./pages/cnc-laser/compare/CncComparePage'), {
      words: productWords.cnc,
      unlisted: true,
    }),
    page(`${cncListPath}/:id`, () => import('./pages/cnc-laser/detail/CncLaserDetailPage'), {
      params: { id: [...cncMachineIds, ...cncMoreSystemIds] },
      words: productWords.cnc,
    }),
    page(
      'products/welding-machines',
      () => import('./pages/welding-machines/WeldingMachinesPage'),
      { menu: label('welding'), words: productWords.welding },
    ),
    page(
      'products/welding-machines/handheld-laser-welding',
      () => import('./pages/handheld-laser-welding/HandheldLaserWeldingPage'),
      { words: productWords.welding },
    ),
    page(
      'products/welding-machines/:id',
      () => import('./pages/welding-placeholder/WeldingPlaceholderPage'),
      {
        params: { id: weldingPlaceholders.map((machine) => machine.id) },
        words: productWords.welding,
      },
    ),
    page(
      'products/cutting-machines',
      () => import('./pages/cutting-machines/CuttingMachinesPage'),
      { menu: label('cutting'), words: productWords.cutting },
    ),
    page('products/torna-freze', () => import('./pages/torna-freze/LatheMillPage'), {
      menu: label('latheMill'),
      words: productWords.latheMill,
    }),
    page('products/consumables', () => import('./pages/consumables/ConsumablesPage'), {
      menu: label('consumables'),
      words: productWords.consumables,
    }),
    ...comingSoonCategories.map((line) =>
      page(line.path, () => import('./pages/coming-soon/ComingSoonPage'), {
        menu: label(line.key as keyof typeof en),
      }),
    ),
  ],
  aliases: Object.entries(cncAliases).map(([alias, id]) => ({
    path: `${cncListPath}/${alias}`,
    to: cncMachinePath(id),
  })),
  loadMessages: loadProductsMessages,
};
