// @ts-check
// Writes this remote's placeholder images (committed; run again after changing a slot).
import { fileURLToPath } from 'node:url';
import { writeArtwork } from '@site/tooling/artwork/write-artwork';
import { cncLaserSlots } from './artwork/cnc-laser.mjs';
import { equipmentSlots } from './artwork/equipment.mjs';

await writeArtwork(fileURLToPath(new URL('../src/assets/artwork/', import.meta.url)), [
  ...equipmentSlots,
  ...cncLaserSlots,
]);
