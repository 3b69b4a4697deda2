// @ts-check
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Widths of the responsive sizes, from the layouts (CSS width x screen density): a phone's
 * two-column grid (320, 480), a full-width picture on a phone at 1.75-2x (343-380 px: 720; the
 * 1024 step left a 412 px phone fetching 1024), at 3x or a desktop's two columns at 2x (1024,
 * 1280), and the lightbox on a wide screen (1600).
 */
export const pictureWidths = [320, 480, 720, 1024, 1280, 1600];
/** The width of the JPEG (or PNG) that browsers without AVIF and WebP get. */
export const fallbackWidth = 1024;

/**
 * The encoders' settings, checked against photos harder than the test set (noise, fine detail,
 * text on a sign) by `node tests/bench/pictureQuality.mjs` (2026-11-26): AVIF q45 would save a
 * third of the bytes but loses the small letters of a sign (SSIM 0.968 -> 0.958 at 800 px)
 * and falls below WebP q72 there. AVIF effort 0 is the default; see `avifEncoding`.
 */
export const pictureEncodings = /** @type {const} */ ({
  avif: { quality: 50, effort: 0 },
  webp: { quality: 72, effort: 4, alphaQuality: 90 },
});

/**
 * The widths a phone fetches (up to 720 px) are encoded with AVIF effort 3: 12-25 % fewer bytes
 * than effort 0 at the same or a better SSIM (as many bytes under heavy noise), for 0.1-0.7 s more
 * per size (2026-11-27, same bench). Above 720 px it would cost 0.6-1.6 s per size for a desktop
 * on a fast line, and effort 4 takes 3-6x the time of effort 3 for 0-10 % more.
 */
export const phoneAvif = /** @type {const} */ ({ upTo: 720, effort: 3 });

/** The AVIF settings of one width. */
export const avifEncoding = (/** @type {number} */ width) => ({
  ...pictureEncodings.avif,
  ...(width <= phoneAvif.upTo ? { effort: phoneAvif.effort } : {}),
});

/** Bump when the settings change, so cached sizes are made again. */
const recipe =
  'v5 320-480-720-1024-1280-1600 · avif q50 e3 to 720 e0 above · webp q72 e4 · jpeg q78 mozjpeg · png';

/**
 * @typedef {{ file: string; width: number; type: 'image/avif' | 'image/webp' }} PictureVariant
 * @typedef {{
 *   width: number; height: number; alpha: boolean; tone: string;
 *   fallback: { file: string; type: 'image/jpeg' | 'image/png' };
 *   variants: PictureVariant[];
 * }} RenderedPicture
 */

/**
 * A photo as the site serves it: turned upright from its EXIF orientation, with EXIF, GPS and
 * every other metadata stripped, in AVIF and WebP at the widths up to its own, and one JPEG (PNG
 * when it has transparency). Sizes are cached under `cacheDir` by the photo's content, so a
 * rebuild with no new photo makes nothing again.
 * @param {string} photo
 * @param {{ cacheDir: string }} options
 * @returns {Promise<RenderedPicture>}
 */
export async function renderPicture(photo, { cacheDir }) {
  const source = await readFile(photo);
  const hash = createHash('sha256').update(recipe).update(source).digest('hex').slice(0, 16);
  const name = path.basename(photo).replace(/\.[^.]+$/, '');
  const folder = path.join(cacheDir, `${name}-${hash}`);
  const manifest = path.join(folder, 'picture.json');
  try {
    return inFolder(folder, JSON.parse(await readFile(manifest, 'utf8')));
  } catch {
    // Not made yet.
  }

  // `rotate()` with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
  // The photo is decoded once, upright, at the largest width served; every size comes from that.
  const meta = await sharp(source).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const hasAlpha = meta.hasAlpha ?? false;
  const largest = Math.min(width, pictureWidths.at(-1) ?? width);
  const base = await sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = () =>
    sharp(base.data, {
      raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
    });
  const { dominant } = await upright().resize({ width: 64 }).stats();
  const tone = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

  await mkdir(folder, { recursive: true });
  const widths = pictureWidths.filter((w) => w < largest);
  widths.push(largest);

  /** @type {PictureVariant[]} */
  const variants = [];
  await Promise.all(
    widths.map(async (w) => {
      const resized = () => upright().resize({ width: w });
      const avif = path.join(folder, `${name}-${w}.avif`);
      const webp = path.join(folder, `${name}-${w}.webp`);
      await Promise.all([
        resized().avif(avifEncoding(w)).toFile(avif),
        resized().webp(pictureEncodings.webp).toFile(webp),
      ]);
      variants.push(
        { file: avif, width: w, type: 'image/avif' },
        { file: webp, width: w, type: 'image/webp' },
      );
    }),
  );
  variants.sort((a, b) => a.width - b.width || a.type.localeCompare(b.type));
  const fallbackType = hasAlpha ? 'image/png' : 'image/jpeg';
  const fallbackSize = Math.min(largest, fallbackWidth);
  const fallbackFile = path.join(folder, `${name}-${fallbackSize}.${hasAlpha ? 'png' : 'jpg'}`);
  const fallback = upright().resize({ width: fallbackSize });
  await (
    hasAlpha
      ? fallback.png({ compressionLevel: 9, palette: true })
      : fallback.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true })
  ).toFile(fallbackFile);

  /** @type {RenderedPicture} */
  const picture = {
    width,
    height,
    alpha: hasAlpha,
    tone,
    fallback: { file: path.basename(fallbackFile), type: fallbackType },
    variants: variants.map((variant) => ({ ...variant, file: path.basename(variant.file) })),
  };
  // Written last and atomically: a build stopped half-way leaves no manifest to trust.
  await writeFile(`${manifest}.tmp`, JSON.stringify(picture));
  await rename(`${manifest}.tmp`, manifest);
  return inFolder(folder, picture);
}

/**
 * The cache stores file names; the build gets full paths.
 * @param {string} folder
 * @param {RenderedPicture} picture
 * @returns {RenderedPicture}
 */
const inFolder = (folder, picture) => ({
  ...picture,
  fallback: { ...picture.fallback, file: path.join(folder, picture.fallback.file) },
  variants: picture.variants.map((variant) => ({
    ...variant,
    file: path.join(folder, variant.file),
  })),
});
