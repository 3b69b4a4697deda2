import { amount, range, size, tolerance } from '@site/shared/format/amount';
import type { MachineSheet } from '../../content/types';
import type { ListedSheet } from '../../components/machine-sheet/MachineSheetList';
import shearFront from '../../assets/artwork/cutting/guillotine-shear/1.svg';
import shearGauge from '../../assets/artwork/cutting/guillotine-shear/2.svg';
import shearBlanks from '../../assets/artwork/cutting/guillotine-shear/3.svg';
import plasmaTable from '../../assets/artwork/cutting/plasma-cutter/1.svg';
import plasmaTorch from '../../assets/artwork/cutting/plasma-cutter/2.svg';
import plasmaParts from '../../assets/artwork/cutting/plasma-cutter/3.svg';
import plasmaControl from '../../assets/artwork/cutting/plasma-cutter/4.svg';
import { galleryImages, keys, phrase, words, specificationRows } from '../../content/sheetContent';

/** A hydraulic guillotine shear with a CNC back gauge. */
export const guillotineShear = {
  name: 'cutting.guillotine.name',
  model: 'GS-6/3200',
  description: 'cutting.guillotine.description',
  images: galleryImages('cutting.guillotine.images', [
    [shearFront, 'front'],
    [shearGauge, 'gauge'],
    [shearBlanks, 'blanks'],
  ]),
  specifications: specificationRows('cutting.guillotine.specs', {
    length: amount(3200, 'mm'),
    mild: amount(6, 'mm'),
    stainless: amount(4, 'mm'),
    rake: phrase({ angle: range(0.5, 2, 'deg') }),
    gauge: phrase({ travel: range(20, 800, 'mm') }),
    strokes: range(10, 18),
    motor: amount(7.5, 'kW'),
    weight: amount(6500, 'kg'),
  }),
  features: keys('cutting.guillotine.features', [
    'controller',
    'rake',
    'holdDowns',
    'blades',
    'arms',
    'guarding',
  ]),
  applications: keys('cutting.guillotine.applications', ['blanks', 'ducts', 'plates', 'shelving']),
  pdfUrl: 'guillotine-shear.pdf',
  rating: 5,
} satisfies MachineSheet;

/** A CNC plasma table that also carries an oxy-fuel torch for thick plate. */
export const plasmaCutter = {
  name: 'cutting.plasma.name',
  model: 'PC-3015',
  description: 'cutting.plasma.description',
  images: galleryImages('cutting.plasma.images', [
    [plasmaTable, 'table'],
    [plasmaTorch, 'torch'],
    [plasmaParts, 'parts'],
    [plasmaControl, 'control'],
  ]),
  specifications: specificationRows('cutting.plasma.specs', {
    area: size([3000, 1500], 'mm'),
    source: amount(200, 'A'),
    plasma: phrase({ thickness: range(1, 30, 'mm') }),
    oxyFuel: range(6, 150, 'mm'),
    speed: amount(20, 'm/min'),
    accuracy: tolerance(0.2, 'mm'),
    drive: words,
    height: words,
    table: words,
  }),
  features: keys('cutting.plasma.features', [
    'heightControl',
    'oxyFuel',
    'nesting',
    'bevel',
    'extraction',
    'gantry',
  ]),
  applications: keys('cutting.plasma.applications', [
    'structures',
    'flanges',
    'agriculture',
    'tanks',
  ]),
  pdfUrl: 'plasma-cutter.pdf',
  rating: 5,
} satisfies MachineSheet;

/** The two machines of /products/cutting-machines, in page order. */
export const cuttingSheets: readonly MachineSheet[] = [guillotineShear, plasmaCutter];

export const cuttingPath = 'products/cutting-machines';

/** The page's machines, each named in its quote item: `products/cutting-machines#guillotine`. */
export const cuttingProducts: readonly ListedSheet[] = [
  { product: 'guillotine', sheet: guillotineShear },
  { product: 'plasma', sheet: plasmaCutter },
];
