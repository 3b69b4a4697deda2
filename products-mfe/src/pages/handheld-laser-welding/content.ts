import { amount, list, range } from '@site/shared/format/amount';
import type { MachineSheet } from '../../content/types';
import seam from '../../assets/artwork/welding/handheld-laser-welding/1.svg';
import head from '../../assets/artwork/welding/handheld-laser-welding/2.svg';
import cabinet from '../../assets/artwork/welding/handheld-laser-welding/3.svg';
import panel from '../../assets/artwork/welding/handheld-laser-welding/4.svg';
import wire from '../../assets/artwork/welding/handheld-laser-welding/5.svg';
import corner from '../../assets/artwork/welding/handheld-laser-welding/6.svg';
import railing from '../../assets/artwork/welding/handheld-laser-welding/7.svg';
import cleaning from '../../assets/artwork/welding/handheld-laser-welding/8.svg';
import training from '../../assets/artwork/welding/handheld-laser-welding/9.svg';
import { galleryImages, keys, phrase, words, specificationRows } from '../../content/sheetContent';

export const handheldPath = 'products/welding-machines/handheld-laser-welding';

/** Handheld laser welding: the one full welding page (spec: 9 images, rating 4.8). */
export const handheldLaserWelding = {
  name: 'handheld.name',
  model: 'HLW-1000/1500/2000',
  description: 'handheld.description',
  images: galleryImages('handheld.images', [
    [seam, 'seam'],
    [head, 'head'],
    [cabinet, 'cabinet'],
    [panel, 'panel'],
    [wire, 'wire'],
    [corner, 'corner'],
    [railing, 'railing'],
    [cleaning, 'cleaning'],
    [training, 'training'],
  ]),
  specifications: specificationRows('handheld.specs', {
    power: list([1000, 1500, 2000], 'W'),
    wavelength: amount(1070, 'nm'),
    thickness: range(0.5, 4, 'mm'),
    speed: range(0, 120, 'mm/s'),
    distance: amount(10, 'm'),
    seam: phrase({ width: range(0.5, 3, 'mm') }),
    wire: phrase({ diameter: range(0.8, 1.6, 'mm') }),
    gas: words,
    cooling: words,
    supply: phrase({
      single: amount(220, 'V'),
      three: amount(380, 'V'),
      frequency: amount(50, 'Hz'),
    }),
  }),
  features: keys('handheld.features', [
    'speed',
    'distortion',
    'finish',
    'learning',
    'wobble',
    'threeInOne',
    'safety',
  ]),
  applications: keys('handheld.applications', [
    'kitchen',
    'doors',
    'cabinets',
    'ducts',
    'vehicles',
    'signage',
  ]),
  pdfUrl: 'handheld-laser-welding.pdf',
  rating: 4.8,
} satisfies MachineSheet;

export interface HandheldModel {
  model: string;
  /** Laser power in watts. */
  power: number;
  /** The thickest sheet welded in one pass, in millimetres. */
  maxThickness: { stainless: number; carbon: number; aluminium: number };
}

/** The three powers of the series, from light sheet work to 4 mm plate. */
export const handheldModels: readonly HandheldModel[] = [
  { model: 'HLW-1000', power: 1000, maxThickness: { stainless: 2, carbon: 2, aluminium: 1 } },
  { model: 'HLW-1500', power: 1500, maxThickness: { stainless: 3, carbon: 3, aluminium: 2 } },
  { model: 'HLW-2000', power: 2000, maxThickness: { stainless: 4, carbon: 4, aluminium: 3 } },
];
