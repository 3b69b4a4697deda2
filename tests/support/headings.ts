import type { Language } from '@site/shared/i18n/languages';
import { languages } from './site';
import { words } from './words';

/**
 * Where each page's h1 comes from: the page folder whose words hold it and the key inside them.
 * The tests read the words from the content, so a page that shows another key, a raw key or
 * another language's words fails, and no text is copied by hand.
 */
const headingSources: Readonly<Record<string, readonly [page: string, key: string]>> = {
  '': ['home', 'hero.title'],
  services: ['services', 'index.title'],
  'services/metal-processing': ['metal-processing', 'intro.title'],
  'services/metal-construction': ['metal-construction', 'hero.title'],
  'services/rebar-formwork-concrete': ['rebar-formwork-concrete', 'hero.title'],
  'services/industrial-maintenance': ['industrial-maintenance', 'intro.title'],
  'services/project-design': ['project-design', 'intro.title'],
  'services/tower-installation': ['tower-installation', 'hero.title'],
  'services/facade-covering': ['facade-covering', 'hero.title'],
  'services/building-assembly': ['building-assembly', 'hero.title'],
  products: ['products', 'catalog.title'],
  'products/cnc-laser': ['cnc-laser', 'list.title'],
  ...Object.fromEntries(
    Object.entries({
      'single-platform': 'singlePlatform',
      'exchange-platform': 'exchangePlatform',
      'large-format': 'largeFormat',
      '2-chuck-tube': 'twoChuckTube',
      '3-chuck-tube': 'threeChuckTube',
      '4-chuck-tube': 'fourChuckTube',
      'h-beam-laser': 'hBeamLaser',
      'plate-tube-integrated': 'plateTubeIntegrated',
      'automatic-coil': 'automaticCoil',
      'automatic-feeding': 'automaticFeeding',
      'auto-feed': 'autoFeed',
      'square-tube': 'squareTube',
      'round-tube': 'roundTube',
      'bevel-cutting': 'bevelCutting',
      'high-power': 'highPower',
      'cutting-welding': 'cuttingWelding',
    }).map(([id, key]) => [
      `products/cnc-laser/${id}`,
      ['cnc-laser', `machines.${key}.name`] as const,
    ]),
  ),
  'products/welding-machines': ['welding-machines', 'welding.title'],
  'products/welding-machines/handheld-laser-welding': ['welding-machines', 'handheld.name'],
  'products/welding-machines/mig-mag-welding': ['welding-machines', 'migMag.name'],
  'products/welding-machines/tig-welding': ['welding-machines', 'tig.name'],
  'products/torna-freze': ['torna-freze', 'title'],
  'products/cutting-machines': ['cutting-machines', 'title'],
  'products/consumables': ['consumables', 'title'],
  'products/compressors': ['products', 'categories.compressors.name'],
  'products/industrial-scales': ['products', 'categories.scales.name'],
  'products/generators': ['products', 'categories.generators.name'],
  about: ['showcase', 'about.title'],
  sectors: ['sectors', 'title'],
  projects: ['projects', 'title'],
  partners: ['partners', 'title'],
  contact: ['contact', 'title'],
};

/** Every page with a known h1, in the four languages, read from the content. */
export const pageHeadings: ReadonlyMap<string, Record<Language, string>> = new Map(
  Object.entries(headingSources).map(([path, [page, key]]) => [
    path,
    Object.fromEntries(
      languages.map((language) => [language, words[language].page(page, key)]),
    ) as Record<Language, string>,
  ]),
);
