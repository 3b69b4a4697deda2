// Builds the composed site with large photos in 60 image slots into tests/.fixtures/photo-site,
// for the benchmarks (`pnpm bench`, `pnpm bench:images`; the browser tests take their photos
// from scripts/buildEditedSite.mjs):
// after `pnpm build`, the two sections with photo slots are built again with the photos. The
// photos are made first (tests/scripts/photoFixture.mjs) unless `--keep-photos` is given and they
// exist; `--photos N` fills N slots (the first project slots, and always the 8 machines and the
// logo), `--size` sets their pixels.
//   node tests/scripts/buildPhotoSite.mjs [--photos 60] [--size 4000x3000] [--keep-photos]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { photoOverlay, writePhotoFixture } from './photoFixture.mjs';
import { buildSectionsOnCopy, workspace } from './sectionsOnCopy.mjs';

export const photoSite = path.join(workspace, 'tests/.fixtures/photo-site');

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '60' },
    size: { type: 'string', default: '4000x3000' },
    'keep-photos': { type: 'boolean' },
  },
});

const started = performance.now();
if (!values['keep-photos'] || !existsSync(photoOverlay)) {
  const files = await writePhotoFixture({
    workspace,
    overlay: photoOverlay,
    count: Number(values.photos),
    size: /** @type {[number, number]} */ (values.size.split('x').map(Number)),
  });
  console.log(
    `Made ${files.length} photos in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
const building = performance.now();
const sections = ['products-mfe', 'showcase-mfe'];
await buildSectionsOnCopy({ site: photoSite, sections, env: { SITE_PHOTOS: photoOverlay } });
console.log(
  `Built ${sections.join(' and ')} with photos into ${path.relative(workspace, photoSite)} in ${((performance.now() - building) / 1000).toFixed(1)} s`,
);
