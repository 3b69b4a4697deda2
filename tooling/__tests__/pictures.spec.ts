import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { photoForSlot } from '../pictures/photoSlot.js';
import { picturesPlugin } from '../pictures/picturesPlugin.js';
import { pictureWidths, renderPicture } from '../pictures/renderPicture.js';

let folder: string;

/** A photograph-sized JPEG turned on its side by its EXIF flag, with a GPS position and a copyright. */
async function sidewaysPhoto(file: string, width = 2400, height = 1800) {
  const grain = await sharp({
    create: {
      width: width / 8,
      height: height / 8,
      channels: 3,
      background: '#6e6e6e',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  await sharp(grain)
    .resize(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'Example Metal' },
        IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' },
      },
    })
    .toFile(file);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'site-pictures-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('renderPicture', () => {
  it('turns the photo upright, strips its metadata and makes AVIF, WebP and a JPEG', async () => {
    const photo = path.join(folder, 'tower.jpg');
    await sidewaysPhoto(photo);
    const picture = await renderPicture(photo, { cacheDir: path.join(folder, 'cache') });

    expect([picture.width, picture.height]).toEqual([1800, 2400]);
    expect(picture.alpha).toBe(false);
    expect(picture.tone).toMatch(/^#[0-9a-f]{6}$/);
    expect(picture.variants.map(({ type, width }) => `${type} ${width}`)).toEqual(
      pictureWidths.flatMap((width) => [`image/avif ${width}`, `image/webp ${width}`]),
    );
    for (const file of [
      picture.fallback.file,
      ...picture.variants.map((variant) => variant.file),
    ]) {
      const meta = await sharp(file).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(meta.height! > meta.width!, `${file} is upright`).toBe(true);
    }
    const fallback = await sharp(picture.fallback.file).metadata();
    expect([fallback.format, fallback.width]).toEqual(['jpeg', 1024]);
  });

  it('keeps a logo transparent and makes no size larger than the photo', async () => {
    const logo = path.join(folder, 'logo.png');
    await sharp({
      create: { width: 480, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toFile(logo);
    const picture = await renderPicture(logo, { cacheDir: path.join(folder, 'cache') });
    expect(picture.alpha).toBe(true);
    expect(picture.fallback.type).toBe('image/png');
    expect(new Set(picture.variants.map((variant) => variant.width))).toEqual(new Set([320, 480]));
    expect((await sharp(picture.variants[1]!.file).metadata()).hasAlpha).toBe(true);
  });

  it('makes nothing again for a photo it has made', async () => {
    const photo = path.join(folder, 'tower.jpg');
    const cacheDir = path.join(folder, 'cache');
    const first = await renderPicture(photo, { cacheDir });
    const made = (await stat(first.fallback.file)).mtimeMs;
    const again = await renderPicture(photo, { cacheDir });
    expect(again).toEqual(first);
    expect((await stat(again.fallback.file)).mtimeMs).toBe(made);
  });
});

describe('photo slots', () => {
  it('prefers a photo laid over the slot, then one next to it', async () => {
    const workspace = path.join(folder, 'site');
    const slot = path.join(workspace, 'app/src/assets/artwork/projects/1.svg');
    const overlay = path.join(folder, 'overlay');
    await mkdir(path.dirname(slot), { recursive: true });
    await writeFile(slot, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(photoForSlot(slot, { workspace, overlay })).toBeUndefined();
    await writeFile(slot.replace('.svg', '.webp'), '');
    expect(photoForSlot(slot, { workspace, overlay })).toBe(slot.replace('.svg', '.webp'));
    const laid = path.join(overlay, 'app/src/assets/artwork/projects/1.jpg');
    await mkdir(path.dirname(laid), { recursive: true });
    await writeFile(laid, '');
    expect(photoForSlot(slot, { workspace, overlay })).toBe(laid);
  });

  it('takes the photo chosen in the content editor over one next to the drawing', async () => {
    const workspace = path.join(folder, 'chosen');
    const slot = path.join(workspace, 'app/src/assets/artwork/projects/2.svg');
    await mkdir(path.dirname(slot), { recursive: true });
    await writeFile(slot, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(slot.replace('.svg', '.jpg'), '');
    expect(photoForSlot(slot, { workspace })).toBe(slot.replace('.svg', '.jpg'));
    // Staff chose a photo for this slot; a build from a copy of the content reads the copy's.
    const content = path.join(folder, 'chosen-content');
    await mkdir(path.join(content, 'app/content/photos'), { recursive: true });
    await writeFile(
      path.join(content, 'app/content/photos.json'),
      JSON.stringify({ projects: { '2': 'app/content/photos/site.png', '3': '' } }),
    );
    expect(photoForSlot(slot, { workspace, content })).toBe(
      path.join(content, 'app/content/photos/site.png'),
    );
    expect(photoForSlot(slot, { workspace })).toBe(slot.replace('.svg', '.jpg'));
  });

  it('stops the build naming a slot that has neither a drawing nor a photo', async () => {
    const root = path.join(folder, 'app-missing');
    await mkdir(path.join(root, 'src/assets/artwork/machines'), { recursive: true });
    await writeFile(
      path.join(root, 'main.js'),
      "import lathe from './src/assets/artwork/machines/lathe.svg'; console.log(lathe);",
    );
    await expect(
      build({
        root,
        logLevel: 'silent',
        plugins: [picturesPlugin({ workspace: folder, cacheDir: path.join(folder, 'cache') })],
        build: { write: false, lib: { entry: path.join(root, 'main.js'), formats: ['es'] } },
      }),
    ).rejects.toThrow('Image slot app-missing/src/assets/artwork/machines/lathe has no file');
  });

  it('gives the import the fallback URL and registers the sizes of a photo', async () => {
    const root = path.join(folder, 'app-photo');
    const slots = path.join(root, 'src/assets/artwork/machines');
    await mkdir(slots, { recursive: true });
    await sidewaysPhoto(path.join(slots, 'lathe.jpg'), 1600, 1200);
    await writeFile(
      path.join(root, 'main.js'),
      "import lathe from './src/assets/artwork/machines/lathe.svg'; export default lathe;",
    );
    const output = await build({
      root,
      logLevel: 'silent',
      resolve: { alias: { '@site/shared': path.resolve(import.meta.dirname, '../../shared/src') } },
      plugins: [picturesPlugin({ workspace: folder, cacheDir: path.join(folder, 'cache') })],
      build: {
        write: false,
        minify: false,
        assetsInlineLimit: 0,
        rollupOptions: { input: path.join(root, 'main.js'), preserveEntrySignatures: 'strict' },
      },
    });
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output.map((file) => file.fileName) : [],
    );
    // Upright it is 1200 px wide: every width below that and 1200 itself, in AVIF and WebP,
    // and one JPEG.
    const widths = [...pictureWidths.filter((width) => width < 1200), 1200];
    expect(
      files
        .map((file) => /lathe-(\d+)-.*\.(avif|webp|jpg)$/.exec(file))
        .flatMap((match) => (match ? [`${match[2]} ${match[1]}`] : []))
        .sort(),
    ).toEqual(
      [...widths.flatMap((width) => [`avif ${width}`, `webp ${width}`]), 'jpg 1024'].sort(),
    );
    const code = (Array.isArray(output) ? output : [output])
      .flatMap((result) => ('output' in result ? result.output : []))
      .map((file) => ('code' in file ? file.code : ''))
      .join('\n');
    expect(code).toMatch(/width: 1200,\s*height: 1600/);
    expect(code).toMatch(/picture-tone-[0-9a-f]{8}/);
  });
});
