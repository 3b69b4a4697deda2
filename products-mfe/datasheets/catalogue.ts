import type { MachineSheet } from '../src/content/types';
import { guillotineShear, plasmaCutter } from '../src/pages/cutting-machines/content';
import { handheldLaserWelding } from '../src/pages/handheld-laser-welding/content';
import { lathe, milling } from '../src/pages/torna-freze/content';

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
