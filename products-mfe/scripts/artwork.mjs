// Writes this remote's placeholder images (committed; run again after changing a slot).
import { fileURLToPath } from 'node:url';
import { writeArtwork } from '@site/shared/artwork';

await writeArtwork(fileURLToPath(new URL('../src/assets/artwork/', import.meta.url)), [
  { file: 'catalog/cnc-laser.svg', motif: 'laser' },
  { file: 'catalog/welding-machines.svg', motif: 'welding' },
  { file: 'catalog/cutting-machines.svg', motif: 'sheet' },
  { file: 'catalog/torna-freze.svg', motif: 'machine' },
  { file: 'catalog/consumables.svg', motif: 'sheet' },
]);
