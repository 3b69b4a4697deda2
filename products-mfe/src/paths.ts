import { cncLaserPaths } from './pages/cnc-laser/paths';
import { comingSoonLines } from './pages/coming-soon/content';
import { weldingMachines } from './pages/welding-machines/content';

/** The welding, lathe and mill, cutting, consumables and coming-soon pages. */
export const equipmentPaths: readonly string[] = [
  'products/welding-machines',
  ...weldingMachines.map((machine) => machine.detailPath),
  'products/torna-freze',
  'products/cutting-machines',
  'products/consumables',
  ...comingSoonLines.map((line) => line.category.path),
];

/** Every page of this remote, below the language root. */
export const productPaths: readonly string[] = ['products', ...equipmentPaths, ...cncLaserPaths];
