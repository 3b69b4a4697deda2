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
import figures from '../../../content/welding-machines/machines.json' with { type: 'json' };
import type { SheetFigures } from '@site/shared/content/schemas/sheetFigures';
import { galleryImages, keys, sheetFigures } from '../../content/sheetContent';

/** The page's models and figures: content staff change, checked before every build. */
const sheets = figures as Readonly<Record<string, SheetFigures>>;

export const handheldPath = 'products/welding-machines/handheld-laser-welding';

/** Handheld laser welding: the one full welding page (spec: 9 images, rating 4.8). */
export const handheldLaserWelding = {
  name: 'handheld.name',
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
  ...sheetFigures(sheets, 'handheld', 'handheld.specs'),
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
