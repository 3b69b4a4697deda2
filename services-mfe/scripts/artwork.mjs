// @ts-check
// Writes this remote's placeholder images (committed; run again after changing a slot).
import { fileURLToPath } from 'node:url';
import { writeArtwork } from '@site/tooling/artwork/write-artwork';
import { constructionSlots } from './artwork/construction.mjs';
import { homeSlots, indexSlots } from './artwork/index.mjs';
import { workshopSlots } from './artwork/workshop.mjs';

await writeArtwork(fileURLToPath(new URL('../src/assets/artwork/', import.meta.url)), [
  ...homeSlots,
  ...indexSlots,
  ...workshopSlots,
  ...constructionSlots,
]);
