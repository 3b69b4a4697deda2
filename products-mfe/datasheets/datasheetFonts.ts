import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatasheetFonts } from './buildDatasheet';

const require = createRequire(import.meta.url);
const folder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** DejaVu Sans, which has ə ğ ı İ ş ç ö ü and Cyrillic, from the installed package. Node only. */
export async function readDatasheetFonts(): Promise<DatasheetFonts> {
  const [regular, bold] = await Promise.all([
    readFile(path.join(folder, 'DejaVuSans.ttf')),
    readFile(path.join(folder, 'DejaVuSans-Bold.ttf')),
  ]);
  return { regular, bold };
}
