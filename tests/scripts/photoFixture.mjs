// Large photographs for the image pipeline's tests and benchmark, made at test time (never
// committed): JPEGs of 4000x3000 (or the size asked) and 3-7 MB, soft shapes under a camera-like
// grain, with an EXIF orientation flag, a GPS position and a copyright, plus one transparent PNG
// logo. They are
// written below `overlay` at the paths of real artwork slots (`<slot>.jpg` beside `<slot>.svg`),
// which the pipeline reads through SITE_PHOTOS as if a team member had dropped them there.
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { workspace } from './sectionsOnCopy.mjs';

/** Where the photos are written: laid over the workspace's slots through SITE_PHOTOS. */
export const photoOverlay = path.join(workspace, 'tests/.fixtures/photos');

/** The slots that get a photo, in order: the 51 project photos first, then machines and a logo. */
export async function photoSlots(workspace) {
  const projects = path.join('showcase-mfe/src/assets/artwork/projects');
  const projectSlots = (await readdir(path.join(workspace, projects)))
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => path.join(projects, file));
  const machines = [
    'single-platform',
    'exchange-platform',
    'large-format',
    '2-chuck-tube',
    '3-chuck-tube',
    'h-beam-laser',
    'high-power',
    'round-tube',
  ].map((id) => path.join('products-mfe/src/assets/artwork/cnc-laser', id, '1-overview.svg'));
  const logo = 'showcase-mfe/src/assets/artwork/partners/supplier-laser-one.svg';
  return [...projectSlots, ...machines, logo];
}

/**
 * Gaussian noise as a raw RGB image, the same for the same seed: the photos, and so the sizes the
 * pipeline makes of them, are the same in every run (sharp's own noise differs each time, and a
 * machine's photo once came out 51 KB against the test's 50 KB limit).
 */
function gaussianNoise({ width, height, mean, sigma, seed }) {
  // mulberry32: a small seeded generator, enough for test pictures.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const data = Buffer.alloc(width * height * 3);
  for (let index = 0; index < data.length; index += 1) {
    // Box-Muller: two uniform numbers make one normal one.
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    data[index] = Math.min(255, Math.max(0, Math.round(mean + sigma * normal)));
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** Fine grain, tiled over every photo like a sensor's noise: it makes the files big, as a
 * camera's are, and disappears when the photo is scaled down, as a camera's does. */
let grain;
const grainTile = async () =>
  (grain ??= await gaussianNoise({ width: 512, height: 512, mean: 128, sigma: 28, seed: 1 })
    .png()
    .toBuffer());

/** A photo-like JPEG: soft coloured shapes under grain, some turned by their EXIF flag. */
async function makePhoto(file, index, [width, height]) {
  const shapes = await gaussianNoise({
    width: 40,
    height: 30,
    mean: 118,
    sigma: 55,
    seed: 1000 + index,
  })
    .png()
    .toBuffer();
  const base = await sharp(shapes)
    .resize(width, height, { kernel: 'cubic' })
    .modulate({ hue: (index * 37) % 360, saturation: 1.3 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Every fourth photo is stored on its side with orientation 6 (a phone held upright).
  const sideways = index % 4 === 3;
  await sharp(base.data, { raw: base.info })
    .composite([{ input: await grainTile(), tile: true, blend: 'overlay' }])
    .jpeg({ quality: 93 })
    .withMetadata({
      orientation: sideways ? 6 : 1,
      exif: {
        IFD0: { Copyright: 'Example Metal test photo', Make: 'Test', Model: 'Fixture' },
        IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' },
      },
    })
    .toFile(file);
}

/** A transparent PNG logo of 1200x600. */
async function makeLogo(file) {
  const mark = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><circle cx="300" cy="300" r="240" fill="#c2410c"/><rect x="620" y="200" width="480" height="200" fill="#1e3a5f"/></svg>',
  );
  await sharp(mark).png().toFile(file);
}

/**
 * Writes `count` photos under `overlay` and returns the photo files.
 * @param {{ workspace: string; overlay: string; count?: number; size?: [number, number] }} options
 */
export async function writePhotoFixture({ workspace, overlay, count = 60, size = [4000, 3000] }) {
  await rm(overlay, { recursive: true, force: true });
  const every = await photoSlots(workspace);
  // Fewer photos than slots: the first project photos, and always the machines and the logo,
  // so every kind of slot still gets one (the browser tests take 20, the benchmark all 60).
  const others = every.filter((slot) => !slot.includes('/projects/'));
  const slots =
    count >= every.length
      ? every
      : [
          ...every
            .filter((slot) => slot.includes('/projects/'))
            .slice(0, Math.max(0, count - others.length)),
          ...others,
        ].slice(0, count);
  const files = [];
  // Two at a time: libvips uses every core for each.
  for (let index = 0; index < slots.length; index += 2) {
    await Promise.all(
      slots.slice(index, index + 2).map(async (slot, offset) => {
        const base = path.join(overlay, slot.replace(/\.svg$/, ''));
        await mkdir(path.dirname(base), { recursive: true });
        const isLogo = slot.includes('/partners/');
        const file = `${base}.${isLogo ? 'png' : 'jpg'}`;
        await (isLogo ? makeLogo(file) : makePhoto(file, index + offset, size));
        files.push(file);
      }),
    );
  }
  return files.sort();
}
