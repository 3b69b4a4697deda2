import type { MachineSheet } from '../content/types';
import { guillotineShear, plasmaCutter } from '../pages/cutting-machines/content';
import { handheldLaserWelding } from '../pages/handheld-laser-welding/content';
import { lathe, milling } from '../pages/torna-freze/content';

export interface DatasheetEntry {
  sheet: MachineSheet & { pdfUrl: string };
  kind: 'datasheet' | 'catalogue';
}

/** Every machine with a PDF (spec section 7); each is built in every language at build time. */
export const datasheetEntries: readonly DatasheetEntry[] = [
  { sheet: lathe, kind: 'datasheet' },
  { sheet: milling, kind: 'datasheet' },
  { sheet: guillotineShear, kind: 'datasheet' },
  { sheet: plasmaCutter, kind: 'datasheet' },
  { sheet: handheldLaserWelding, kind: 'catalogue' },
];
