// @ts-check
// Writes this remote's placeholder images (committed; run again after changing a slot).
import { fileURLToPath } from 'node:url';
import { writeArtwork } from '@site/tooling/artwork/write-artwork';
import { partnerSlots } from './artwork/partners.mjs';
import { projectSlots } from './artwork/projects.mjs';
import { sectorSlots } from './artwork/sectors.mjs';

await writeArtwork(fileURLToPath(new URL('../src/assets/artwork/', import.meta.url)), [
  { file: 'about/workshop.svg', motif: 'workshop' },
  { file: 'about/direction-construction.svg', motif: 'hall-frame' },
  { file: 'about/direction-equipment.svg', motif: 'laser-flatbed' },
  ...projectSlots,
  ...partnerSlots,
  ...sectorSlots,
]);
