import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@site/shared/i18n/languages';
import { languages } from './site';

/**
 * Where each page's h1 comes from: the app's locale file (`{lng}` stands for the language) and
 * the key inside it. The tests read the words from the files, so a page that shows another
 * key, a raw key or another language's words fails, and no text is copied by hand.
 */
const headingSources: Readonly<Record<string, readonly [file: string, key: string]>> = {
  '': ['shell/content/pages/home/{lng}/words.json', 'hero.title'],
  services: ['services-mfe/content/pages/services/{lng}/words.json', 'index.title'],
  'services/metal-processing': [
    'services-mfe/content/pages/metal-processing/{lng}/words.json',
    'intro.title',
  ],
  'services/metal-construction': [
    'services-mfe/content/pages/metal-construction/{lng}/words.json',
    'hero.title',
  ],
  'services/rebar-formwork-concrete': [
    'services-mfe/content/pages/rebar-formwork-concrete/{lng}/words.json',
    'hero.title',
  ],
  'services/industrial-maintenance': [
    'services-mfe/content/pages/industrial-maintenance/{lng}/words.json',
    'intro.title',
  ],
  'services/project-design': [
    'services-mfe/content/pages/project-design/{lng}/words.json',
    'intro.title',
  ],
  'services/tower-installation': [
    'services-mfe/content/pages/tower-installation/{lng}/words.json',
    'hero.title',
  ],
  'services/facade-covering': [
    'services-mfe/content/pages/facade-covering/{lng}/words.json',
    'hero.title',
  ],
  'services/building-assembly': [
    'services-mfe/content/pages/building-assembly/{lng}/words.json',
    'hero.title',
  ],
  products: ['products-mfe/content/pages/products/{lng}/words.json', 'catalog.title'],
  'products/cnc-laser': ['products-mfe/content/pages/cnc-laser/{lng}/words.json', 'list.title'],
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
      ['products-mfe/content/pages/cnc-laser/{lng}/words.json', `machines.${key}.name`] as const,
    ]),
  ),
  'products/welding-machines': [
    'products-mfe/content/pages/welding-machines/{lng}/words.json',
    'welding.title',
  ],
  'products/welding-machines/handheld-laser-welding': [
    'products-mfe/content/pages/welding-machines/{lng}/words.json',
    'handheld.name',
  ],
  'products/welding-machines/mig-mag-welding': [
    'products-mfe/content/pages/welding-machines/{lng}/words.json',
    'migMag.name',
  ],
  'products/welding-machines/tig-welding': [
    'products-mfe/content/pages/welding-machines/{lng}/words.json',
    'tig.name',
  ],
  'products/torna-freze': ['products-mfe/content/pages/torna-freze/{lng}/words.json', 'title'],
  'products/cutting-machines': [
    'products-mfe/content/pages/cutting-machines/{lng}/words.json',
    'title',
  ],
  'products/consumables': ['products-mfe/content/pages/consumables/{lng}/words.json', 'title'],
  'products/compressors': [
    'products-mfe/content/pages/products/{lng}/words.json',
    'categories.compressors.name',
  ],
  'products/industrial-scales': [
    'products-mfe/content/pages/products/{lng}/words.json',
    'categories.scales.name',
  ],
  'products/generators': [
    'products-mfe/content/pages/products/{lng}/words.json',
    'categories.generators.name',
  ],
  about: ['showcase-mfe/content/pages/showcase/{lng}/words.json', 'about.title'],
  sectors: ['showcase-mfe/content/pages/sectors/{lng}/words.json', 'title'],
  projects: ['showcase-mfe/content/pages/projects/{lng}/words.json', 'title'],
  partners: ['showcase-mfe/content/pages/partners/{lng}/words.json', 'title'],
  contact: ['showcase-mfe/content/pages/contact/{lng}/words.json', 'title'],
};

const workspace = fileURLToPath(new URL('../../', import.meta.url));

function wordAt(file: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(`${workspace}${file}`, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`${file} has no text at ${key}`);
  return value;
}

/** Every page with a known h1, in the four languages, read from the locale files. */
export const pageHeadings: ReadonlyMap<string, Record<Language, string>> = new Map(
  Object.entries(headingSources).map(([path, [file, key]]) => [
    path,
    Object.fromEntries(
      languages.map((language) => [language, wordAt(file.replace('{lng}', language), key)]),
    ) as Record<Language, string>,
  ]),
);
