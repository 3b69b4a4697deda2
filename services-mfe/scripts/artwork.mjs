// Writes this remote's placeholder images (committed; run again after changing a slot).
import { fileURLToPath } from 'node:url';
import { writeArtwork } from '@site/shared/artwork';

await writeArtwork(fileURLToPath(new URL('../src/assets/artwork/', import.meta.url)), [
  { file: 'index/metal-construction.svg', motif: 'structure' },
  { file: 'index/project-design.svg', motif: 'building' },
  { file: 'index/industrial-maintenance.svg', motif: 'machine' },
  { file: 'index/tower-installation.svg', motif: 'tower' },
  { file: 'index/facade-covering.svg', motif: 'facade' },
  { file: 'index/building-assembly.svg', motif: 'building' },
]);
