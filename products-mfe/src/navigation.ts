import { sectionNavigation } from '@site/shared';
import az from './locales/az/navigation.json';
import en from './locales/en/navigation.json';
import ru from './locales/ru/navigation.json';
import tr from './locales/tr/navigation.json';

/** The pages the header and footer list under Products. */
export const navigation = sectionNavigation('products', { az, tr, en, ru }, [
  ['products', 'catalog'],
  ['products/cnc-laser', 'cncLaser'],
  ['products/welding-machines', 'welding'],
  ['products/cutting-machines', 'cutting'],
  ['products/torna-freze', 'latheMill'],
  ['products/consumables', 'consumables'],
  ['products/compressors', 'compressors'],
  ['products/industrial-scales', 'scales'],
  ['products/generators', 'generators'],
]);
