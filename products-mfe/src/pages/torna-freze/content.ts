import type { MachineSheet } from '../../content/types';
import type { ListedSheet } from '../../components/machine-sheet/MachineSheetList';
import latheBed from '../../assets/artwork/torna-freze/lathe/1.svg';
import latheChuck from '../../assets/artwork/torna-freze/lathe/2.svg';
import latheGearbox from '../../assets/artwork/torna-freze/lathe/3.svg';
import latheReadout from '../../assets/artwork/torna-freze/lathe/4.svg';
import millFront from '../../assets/artwork/torna-freze/milling/1.svg';
import millHead from '../../assets/artwork/torna-freze/milling/2.svg';
import millTable from '../../assets/artwork/torna-freze/milling/3.svg';
import millReadout from '../../assets/artwork/torna-freze/milling/4.svg';
import figures from '../../../content/torna-freze/machines.json' with { type: 'json' };
import type { SheetFigures } from '@site/shared/content/schemas/sheetFigures';
import { galleryImages, keys, sheetFigures } from '../../content/sheetContent';

/** The page's models and figures: content staff change, checked before every build. */
const sheets = figures as Readonly<Record<string, SheetFigures>>;

/** A universal engine lathe for repair shops and small-batch production. */
export const lathe = {
  name: 'latheMill.lathe.name',
  description: 'latheMill.lathe.description',
  images: galleryImages('latheMill.lathe.images', [
    [latheBed, 'bed'],
    [latheChuck, 'chuck'],
    [latheGearbox, 'gearbox'],
    [latheReadout, 'readout'],
  ]),
  ...sheetFigures(sheets, 'lathe', 'latheMill.lathe.specs'),
  features: keys('latheMill.lathe.features', [
    'bed',
    'gearbox',
    'readout',
    'chucks',
    'rests',
    'brake',
  ]),
  applications: keys('latheMill.lathe.applications', [
    'shafts',
    'flanges',
    'threads',
    'machinery',
    'training',
  ]),
  pdfUrl: 'lathe.pdf',
  rating: 5,
} satisfies MachineSheet;

/** A universal knee-type milling machine with a swivelling head. */
export const milling = {
  name: 'latheMill.milling.name',
  description: 'latheMill.milling.description',
  images: galleryImages('latheMill.milling.images', [
    [millFront, 'front'],
    [millHead, 'head'],
    [millTable, 'table'],
    [millReadout, 'readout'],
  ]),
  ...sheetFigures(sheets, 'milling', 'latheMill.milling.specs'),
  features: keys('latheMill.milling.features', [
    'head',
    'readout',
    'feeds',
    'arbor',
    'lubrication',
    'coolant',
  ]),
  applications: keys('latheMill.milling.applications', [
    'keyways',
    'gears',
    'surfaces',
    'dies',
    'repairs',
  ]),
  pdfUrl: 'milling.pdf',
  rating: 5,
} satisfies MachineSheet;

/** The two machine sheets of /products/torna-freze, in page order. */
export const latheMillSheets: readonly MachineSheet[] = [lathe, milling];

export const latheMillPath = 'products/torna-freze';

/** The page's machines, each named in its quote item: `products/torna-freze#lathe`. */
export const latheMillProducts: readonly ListedSheet[] = [
  { product: 'lathe', sheet: lathe },
  { product: 'milling', sheet: milling },
];
