import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { siteLayout } from '@site/server/site-layout';
import { createSiteServer } from '@site/server/site-server';
import { expect, test } from '../support/fixtures';

// The site built with large photos in its image slots (tests/scripts/build-photo-site.mjs; here
// 20: the first 11 project photos, 8 machines and a logo): what a phone downloads, what every
// image offers the browser, and what the lightbox shows.

const site = path.resolve(import.meta.dirname, '../.fixtures/photo-site');
/** The project photos the fixture holds. */
const projectPhotos = readdirSync(
  path.resolve(import.meta.dirname, '../.fixtures/photos/showcase-mfe/src/assets/artwork/projects'),
).filter((file) => file.endsWith('.jpg'));
let server: Server;
let base = '';

test.beforeAll(async () => {
  server = createSiteServer(siteLayout(site));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => server.close());

const kilobytes = (bytes: number) => Math.round(bytes / 1024);

test('a phone downloads at most 400 KB of images on /projects before it scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const images: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    images.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto(`${base}/en/projects`);
  await page.waitForLoadState('networkidle');
  const total = images.reduce((sum, image) => sum + image.bytes, 0);
  console.log(
    `/en/projects at 375 px before scrolling: ${images.length} images, ${kilobytes(total)} KB`,
  );
  expect(images.some((image) => /\/project-\d+-\d+-[\w-]+\.avif$/.test(image.url))).toBe(true);
  expect(kilobytes(total)).toBeLessThanOrEqual(400);
});

test('every image in main offers AVIF and WebP sizes, with its dimensions', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const address of ['/en/projects', '/ru/products/cnc-laser/single-platform']) {
    await page.goto(`${base}${address}`);
    const images = await page.locator('main img').evaluateAll((nodes) =>
      nodes.map((node) => {
        const image = node as HTMLImageElement;
        const picture = image.parentElement?.tagName === 'PICTURE' ? image.parentElement : null;
        return {
          src: image.getAttribute('src') ?? '',
          width: Number(image.getAttribute('width')),
          height: Number(image.getAttribute('height')),
          types: [...(picture?.querySelectorAll('source') ?? [])].map(
            (source) =>
              `${source.type} ${source.srcset.split(', ').length} ${source.sizes ? 'sizes' : ''}`,
          ),
        };
      }),
    );
    const photos = images.filter((image) => !image.src.endsWith('.svg'));
    expect(photos.length, address).toBeGreaterThan(0);
    for (const image of photos) {
      expect(image.width * image.height, `${address} ${image.src}`).toBeGreaterThan(0);
      expect(image.types, `${address} ${image.src}`).toEqual([
        'image/avif 4 sizes',
        'image/webp 4 sizes',
      ]);
    }
    if (address.endsWith('/projects')) {
      // The first project slots hold the fixture's photos, in order; the rest keep drawings.
      expect(photos.map((image) => image.src)).toEqual(
        images.slice(0, projectPhotos.length).map((image) => image.src),
      );
      expect(photos).toHaveLength(projectPhotos.length);
      // The first photo is seen at once and fetched first; the rest wait until they are near.
      const loading = await page
        .locator('main picture img')
        .evaluateAll((nodes) =>
          nodes.map(
            (node) => `${node.getAttribute('loading')} ${node.getAttribute('fetchpriority')}`,
          ),
        );
      expect(loading[0]).toBe('eager high');
      expect(new Set(loading.slice(1))).toEqual(new Set(['lazy auto']));
    }
  }
});

test('nothing moves while the photos of /projects load and the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${base}/en/projects`);
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { shifts: number[] }).shifts = shifts;
  });
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBe(0);
});

test('the lightbox shows the large size, the grid the small one, and readies the next', async ({
  page,
}) => {
  await page.goto(`${base}/en/projects`);
  const first = page.locator('main picture img').first();
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /-320-[\w-]+\.avif$/,
  );
  await page
    .getByRole('button', { name: /^Enlarge/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const large = dialog.locator('img');
  await expect(large).toHaveJSProperty('complete', true);
  expect(await large.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /-1600-[\w-]+\.avif$/,
  );
  // The next photo is readied in its large size (the previous one, wrapping round to the last
  // slot, is a drawing in this fixture and needs no preload).
  await expect(page.locator('link[rel="preload"][as="image"][imagesrcset*="1600w"]')).toHaveCount(
    1,
  );
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'imagesrcset',
    /project-02-/,
  );
});

test('photos are served upright, without EXIF or GPS data, and a logo keeps its transparency', async ({
  page,
}) => {
  await page.goto(`${base}/en/projects`);
  // project-04 was stored on its side with an orientation flag: it is served upright.
  const sideways = page.locator('main picture img[src*="project-04-"]');
  const { naturalWidth, naturalHeight, src } = await sideways.evaluate(
    (image: HTMLImageElement) => ({
      naturalWidth: image.naturalWidth,
      naturalHeight: image.naturalHeight,
      src: image.src,
    }),
  );
  expect(naturalHeight).toBeGreaterThan(naturalWidth);
  const jpeg = Buffer.from(await (await page.request.get(src)).body());
  expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
  for (const marker of ['Exif', 'GPS', 'Example Metal test photo']) {
    expect(jpeg.includes(marker), marker).toBe(false);
  }

  await page.goto(`${base}/en/partners`);
  const logo = page.locator('img[src*="supplier-laser-one-"]');
  await expect(logo).toHaveAttribute('src', /\.png$/);
  await expect(logo.locator('xpath=..').locator('source[type="image/webp"]')).toHaveCount(1);
});
