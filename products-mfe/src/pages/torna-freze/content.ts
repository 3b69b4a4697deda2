import { amount, list, range, size, together, tolerance } from '@site/shared/format/amount';
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
import { galleryImages, keys, phrase, words, specificationRows } from '../../content/sheetContent';

/** A universal engine lathe for repair shops and small-batch production. */
export const lathe = {
  name: 'latheMill.lathe.name',
  model: 'UL-410/1500',
  description: 'latheMill.lathe.description',
  images: galleryImages('latheMill.lathe.images', [
    [latheBed, 'bed'],
    [latheChuck, 'chuck'],
    [latheGearbox, 'gearbox'],
    [latheReadout, 'readout'],
  ]),
  specifications: specificationRows('latheMill.lathe.specs', {
    swing: amount(410, 'mm'),
    swingSlide: amount(255, 'mm'),
    centres: amount(1500, 'mm'),
    bore: amount(52, 'mm'),
    speeds: phrase({ steps: amount(16), speeds: range(25, 2000, 'rpm') }),
    threads: phrase({ metric: range(0.45, 10, 'mm'), inch: range(2, 40, 'tpi') }),
    tailstock: words,
    motor: amount(7.5, 'kW'),
    weight: amount(2100, 'kg'),
    supply: phrase({ supply: together(amount(380, 'V'), amount(50, 'Hz')) }),
  }),
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
  model: 'UM-1320',
  description: 'latheMill.milling.description',
  images: galleryImages('latheMill.milling.images', [
    [millFront, 'front'],
    [millHead, 'head'],
    [millTable, 'table'],
    [millReadout, 'readout'],
  ]),
  specifications: specificationRows('latheMill.milling.specs', {
    table: size([1320, 320], 'mm'),
    slots: size([3, 14], 'mm'),
    travel: list([900, 300, 400], 'mm'),
    taper: words,
    speeds: phrase({ steps: amount(18), speeds: range(30, 1500, 'rpm') }),
    head: tolerance(45, 'deg'),
    feeds: phrase({ steps: amount(18), feeds: range(10, 1000, 'mm/min') }),
    load: amount(500, 'kg'),
    motor: amount(7.5, 'kW'),
    weight: amount(2800, 'kg'),
  }),
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
