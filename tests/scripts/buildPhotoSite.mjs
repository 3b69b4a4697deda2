// Builds the composed site with large photos in 60 image slots into tests/.fixtures/photo-site,
// for the browser tests of the image pipeline (e2e/photos.spec.ts) and `pnpm bench:images`:
// after `pnpm build`, the two sections with photo slots are built again with the photos. The
// photos are made first (tests/scripts/photoFixture.mjs) unless `--keep-photos` is given and they
// exist; `--photos N` fills N slots (the first project slots, and always the 8 machines and the
// logo), `--size` sets their pixels.
//   node tests/scripts/buildPhotoSite.mjs [--photos 60] [--size 4000x3000] [--keep-photos]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
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
// Only the two sections whose slots get photos are built again, with the photos, onto a copy of
// the site just built: as a team releases its section, the shell's pages and every other
// section's stay as they are, and the prerender writes the two sections' pages.
const building = performance.now();
const sections = ['products-mfe', 'showcase-mfe'];
await rm(photoSite, { recursive: true, force: true });
for (const app of ['shell', 'services-mfe', 'cms']) {
  const built = path.join(workspace, app, 'dist');
  if (!existsSync(built)) {
    console.error(`${path.relative(workspace, built)} is missing: run \`pnpm build\` first.`);
    process.exit(1);
  }
  await cp(built, path.join(photoSite, app, 'dist'), { recursive: true });
}
const env = { ...process.env, SITE_PHOTOS: photoOverlay, SITE_BUILD_DIR: photoSite };
const run = (/** @type {string[]} */ command) => {
  const done = spawnSync(command[0] ?? '', command.slice(1), {
    cwd: workspace,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (done.status !== 0) process.exit(done.status ?? 1);
};
run(['pnpm', ...sections.flatMap((app) => ['--filter', app]), 'build']);
for (const app of sections) run(['node', 'tooling/prerender/prerender.js', '--section', app]);
run(['node', 'tooling/prerender/precompress.js']);
console.log(
  `Built ${sections.join(' and ')} with photos into ${path.relative(workspace, photoSite)} in ${((performance.now() - building) / 1000).toFixed(1)} s`,
);
