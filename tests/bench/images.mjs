// The image pipeline's cost, as a team member meets it: the site built with 60 large photos in
// its slots (tests/scripts/buildPhotoSite.mjs), first with an empty cache of generated sizes
// (cold), then again with the same photos (warm: nothing is made again), and what the photos
// weigh as served. Prints the figures; asserts nothing.
//   pnpm bench:images [--photos 60]
import { spawnSync } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');
const cache = path.join(workspace, 'node_modules/.cache/site-pictures');
const photos = path.join(workspace, 'tests/.fixtures/photos');
const site = path.join(workspace, 'tests/.fixtures/photo-site');
const { values } = parseArgs({ options: { photos: { type: 'string', default: '60' } } });

/** @param {string[]} args */
function timed(args) {
  const started = performance.now();
  const run = spawnSync('node', ['tests/scripts/buildPhotoSite.mjs', ...args], {
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const seconds = (performance.now() - started) / 1000;
  const made = /Made (\d+) photos in ([\d.]+) s/.exec(run.stdout);
  const built = /in ([\d.]+) s\s*$/.exec(run.stdout.trim());
  return { seconds, made: made ? Number(made[2]) : 0, built: built ? Number(built[1]) : seconds };
}

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function sizes(files) {
  return (await Promise.all(files.map((file) => stat(file)))).reduce(
    (sum, { size }) => sum + size,
    0,
  );
}

await rm(cache, { recursive: true, force: true });
const cold = timed(['--photos', values.photos]);
const warm = timed(['--photos', values.photos, '--keep-photos']);
const source = await filesUnder(photos);
const served = (await filesUnder(path.join(site))).filter((file) =>
  /\/(?:project-\d+|1-overview|supplier-laser-one)-\d+-[\w-]+\.(avif|webp|jpg|png)$/.test(file),
);
const byType = (extension) => served.filter((file) => file.endsWith(`.${extension}`));
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

console.log(
  `\nImage pipeline, ${source.length} photos (${mb(await sizes(source))} MB of JPEG and PNG)`,
);
console.log('| build | photos made s | site build s |');
console.log('| --- | --- | --- |');
console.log(`| cold (empty cache) | ${cold.made.toFixed(1)} | ${cold.built.toFixed(1)} |`);
console.log(`| warm (same photos) | - | ${warm.built.toFixed(1)} |`);
console.log('\n| served | files | MB |');
console.log('| --- | --- | --- |');
for (const extension of ['avif', 'webp', 'jpg', 'png']) {
  console.log(
    `| ${extension} | ${byType(extension).length} | ${mb(await sizes(byType(extension)))} |`,
  );
}
