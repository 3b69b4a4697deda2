// pnpm bench:quality: what the image pipeline's AVIF and WebP settings (tooling/pictures/
// renderPicture.js, `pictureEncodings`) cost and keep, on the synthetic test photos
// (tests/scripts/photoFixture.mjs) and on three made here that are harder, as real photos are:
// high-ISO noise, fine repeating detail (a steel grating) and text on a sign. For each photo and
// width it prints the bytes, the encoding time and SSIM against the same photo resized without
// loss (1 = identical; ssim.js, its default window). Other settings can be compared beside the
// site's: --avif 50,45,40 --efforts 0,3,4 --webp 72,68. Asserts nothing.
//   pnpm bench:quality [-- --widths 480,720,1024] [--avif q,...] [--efforts e,...] [--webp q,...]
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import { avifEncoding, pictureEncodings } from '@site/tooling/pictures/renderPicture';

const workspace = path.resolve(fileURLToPath(import.meta.url), '../../..');
const fixture = path.join(workspace, 'tests/.fixtures/photos');
const { values } = parseArgs({
  options: {
    widths: { type: 'string', default: '480,720,1024' },
    avif: { type: 'string' },
    efforts: { type: 'string' },
    webp: { type: 'string' },
  },
});
const widths = values.widths.split(',').map(Number);
/** The site's value, then the others asked for on the command line (`--avif 50,45`). */
const siteFirst = (list, site) => [
  site,
  ...(list?.split(',').map(Number) ?? []).filter((value) => value !== site),
];
/** Each setting tried at a width: the site's first. */
const settings = (width) => {
  const site = avifEncoding(width);
  return [
    ...siteFirst(values.avif, site.quality).flatMap((quality) =>
      siteFirst(values.efforts, site.effort).map((effort) => ({
        format: /** @type {const} */ ('avif'),
        options: { ...site, quality, effort },
        site: quality === site.quality && effort === site.effort,
      })),
    ),
    ...siteFirst(values.webp, pictureEncodings.webp.quality).map((quality) => ({
      format: /** @type {const} */ ('webp'),
      options: { ...pictureEncodings.webp, quality },
      site: quality === pictureEncodings.webp.quality,
    })),
  ];
};

const size = { width: 2400, height: 1800 };
/** An SVG drawn at the photo size. */
const svg = (body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${body}</svg>`,
  );
/** Sensor noise, 3 px coarse, so that some survives the downscale as a camera's does. */
const grain = async (sigma) =>
  sharp(
    await sharp({
      create: {
        width: size.width / 3,
        height: size.height / 3,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer(),
  )
    .resize(size.width, size.height, { kernel: 'nearest' })
    .png()
    .toBuffer();

/** A drawn scene as a camera would take it: under sensor noise, saved as a camera's JPEG. */
const photographed = async (scene, noise) =>
  sharp(svg(scene))
    .composite([{ input: await grain(noise), blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();

/** Photos harder than the synthetic ones, made in memory as a camera would take them. */
const hardPhotos = {
  // A dim workshop at high ISO: dark tones under heavy colour noise.
  'high-ISO noise': () =>
    photographed(
      `<defs><radialGradient id="g"><stop offset="0" stop-color="#6a5a48"/><stop offset="1" stop-color="#141a22"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="700" y="600" width="1000" height="500" fill="#3a4450"/>`,
      45,
    ),
  // A steel grating: bars 6 px apart, a detail the eye sees smeared at once.
  'fine detail (grating)': () =>
    photographed(
      `<defs><pattern id="p" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#9aa3ad"/><rect width="2" height="6" fill="#2b3138"/></pattern><pattern id="q" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="url(#p)"/><rect width="40" height="4" fill="#1d2126"/></pattern></defs><rect width="100%" height="100%" fill="url(#q)"/><rect x="0" y="1300" width="2400" height="500" fill="#5d6670"/>`,
      14,
    ),
  // A sign over a workshop door: large and small letters, as a visitor would read them.
  'text on a sign': () =>
    photographed(
      `<rect width="100%" height="100%" fill="#8a929c"/><rect x="300" y="400" width="1800" height="900" rx="20" fill="#0b1526"/><text x="1200" y="760" font-family="Liberation Sans, Arial" font-size="220" font-weight="700" fill="#f26b1d" text-anchor="middle">EXAMPLE METAL</text><text x="1200" y="960" font-family="Liberation Sans, Arial" font-size="90" fill="#ffffff" text-anchor="middle">Metal konstruksiyalar · CNC 3015 · Bakı</text><text x="1200" y="1120" font-family="Liberation Sans, Arial" font-size="48" fill="#cfd8e3" text-anchor="middle">Bazar ertəsi – Cümə 09:00–18:00 · +994 12 555 01 23</text>`,
      10,
    ),
};

/** A few of the synthetic test photos, when they have been made. */
async function fixturePhotos() {
  try {
    const files = (await readdir(fixture, { recursive: true }))
      .filter((file) => file.endsWith('.jpg'))
      .sort()
      .slice(0, 3);
    return Object.fromEntries(
      files.map((file) => [
        `synthetic ${path.basename(path.dirname(file))}/${path.basename(file)}`,
        () => path.join(fixture, file),
      ]),
    );
  } catch {
    console.error(
      'No synthetic photos (node tests/scripts/buildPhotoSite.mjs makes them); the hard ones only.',
    );
    return {};
  }
}

const rows = [];
for (const [name, make] of Object.entries({ ...(await fixturePhotos()), ...hardPhotos })) {
  const source = await make();
  for (const width of widths) {
    const reference = await sharp(source)
      .rotate()
      .resize({ width })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = (data) => ({
      data: new Uint8ClampedArray(data),
      width: reference.info.width,
      height: reference.info.height,
    });
    for (const { format, options, site } of settings(width)) {
      const started = performance.now();
      const resized = sharp(reference.data, { raw: reference.info });
      const encoded = await (
        format === 'avif' ? resized.avif(options) : resized.webp(options)
      ).toBuffer();
      const ms = performance.now() - started;
      const decoded = await sharp(encoded).ensureAlpha().raw().toBuffer();
      const original = await sharp(reference.data, { raw: reference.info })
        .ensureAlpha()
        .raw()
        .toBuffer();
      const { mssim } = ssim(image(original), image(decoded));
      rows.push({
        photo: name,
        width,
        setting: `${format} q${options.quality}${format === 'avif' ? ` e${options.effort}` : ''}${site ? ' (site)' : ''}`,
        KB: Math.round(encoded.length / 1024),
        'encode ms': Math.round(ms),
        SSIM: mssim.toFixed(4),
      });
    }
  }
}
console.table(rows);
