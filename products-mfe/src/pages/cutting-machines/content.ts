import type { MachineSheet } from '../../content/types';
import type { ListedSheet } from '../../components/machine-sheet/MachineSheetList';
import shearFront from '../../assets/artwork/cutting/guillotine-shear/1.svg';
import shearGauge from '../../assets/artwork/cutting/guillotine-shear/2.svg';
import shearBlanks from '../../assets/artwork/cutting/guillotine-shear/3.svg';
import plasmaTable from '../../assets/artwork/cutting/plasma-cutter/1.svg';
import plasmaTorch from '../../assets/artwork/cutting/plasma-cutter/2.svg';
import plasmaParts from '../../assets/artwork/cutting/plasma-cutter/3.svg';
import plasmaControl from '../../assets/artwork/cutting/plasma-cutter/4.svg';
import figures from '../../../content/cutting-machines/machines.json' with { type: 'json' };
import type { SheetFigures } from '@site/shared/content/schemas/sheetFigures';
import { galleryImages, keys, sheetFigures } from '../../content/sheetContent';

/** The page's models and figures: content staff change, checked before every build. */
const sheets = figures as Readonly<Record<string, SheetFigures>>;

/** A hydraulic guillotine shear with a CNC back gauge. */
export const guillotineShear = {
  name: 'cutting.guillotine.name',
  description: 'cutting.guillotine.description',
  images: galleryImages('cutting.guillotine.images', [
    [shearFront, 'front'],
    [shearGauge, 'gauge'],
    [shearBlanks, 'blanks'],
  ]),
  ...sheetFigures(sheets, 'guillotine', 'cutting.guillotine.specs'),
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
  description: 'cutting.plasma.description',
  images: galleryImages('cutting.plasma.images', [
    [plasmaTable, 'table'],
    [plasmaTorch, 'torch'],
    [plasmaParts, 'parts'],
    [plasmaControl, 'control'],
  ]),
  ...sheetFigures(sheets, 'plasma', 'cutting.plasma.specs'),
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
