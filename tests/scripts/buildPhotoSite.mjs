// Builds the composed site a second time with large photos in 60 image slots, into
// tests/.fixtures/photo-site, for the browser tests of the image pipeline (e2e/photos.spec.ts)
// and `pnpm bench:images`. The photos are made first (tests/scripts/photoFixture.mjs) unless
// `--keep-photos` is given and they exist; `--photos N` fills N slots (the first project slots,
// and always the 8 machines and the logo), `--size` sets their pixels.
//   node tests/scripts/buildPhotoSite.mjs [--photos 60] [--size 4000x3000] [--keep-photos]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writePhotoFixture } from './photoFixture.mjs';

const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');
export const photoOverlay = path.join(workspace, 'tests/.fixtures/photos');
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
const build = spawnSync('pnpm', ['build'], {
  cwd: workspace,
  env: { ...process.env, SITE_PHOTOS: photoOverlay, SITE_BUILD_DIR: photoSite },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(
  `Built the site with photos into ${path.relative(workspace, photoSite)} in ${((performance.now() - building) / 1000).toFixed(1)} s`,
);
