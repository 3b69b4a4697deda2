// @ts-check
// Writes the shell's placeholder images (committed; run again after changing a slot).
import { fileURLToPath } from 'node:url';
import { writeArtwork } from '@site/tooling/artwork/write-artwork';

await writeArtwork(fileURLToPath(new URL('../src/assets/artwork/', import.meta.url)), [
  { file: 'home/project-workshop.svg', motif: 'truss-hall' },
  { file: 'home/project-tower.svg', motif: 'lattice-tower' },
  { file: 'home/project-facade.svg', motif: 'facade-panels' },
]);
