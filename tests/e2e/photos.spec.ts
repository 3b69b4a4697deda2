import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { siteLayout } from '@site/server/siteLayout';
import { pictureWidths } from '@site/tooling/pictures/renderPicture';
import { createSiteServer } from '@site/server/siteServer';
import { expect, test } from '../support/fixtures';
import { containing, words } from '../support/words';

// The site built with large photos in its image slots (tests/scripts/buildEditedSite.mjs: 20 of
// them, the first 11 project photos, 8 machines and a logo): what a phone downloads, what every
// image offers the browser, and what the lightbox shows.

const site = path.resolve(import.meta.dirname, '../.fixtures/edited-site');
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

test("on Lighthouse's phone, a machine's photo is named in its head; every photo is sized to fit", async ({
  browser,
}) => {
  // 412 px at 1.75x: a picture across the phone (380 CSS px) needs 665 pixels, the 720 size.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const bytes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'image') {
      bytes.set(new URL(response.url()).pathname, (await response.body()).length);
    }
  });
  // The machine opens with its photo; the list and the projects open with their words, and the
  // photos in view come after them, as they are laid out (seo.spec.ts walks every page).
  for (const [address, photoFirst] of [
    ['/en/products/cnc-laser/single-platform', true],
    ['/en/products/cnc-laser', false],
    ['/ru/projects', false],
  ] as const) {
    await page.goto(`${base}${address}`);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
    const pictures = await page.locator('main picture img').evaluateAll((images) =>
      images
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.top < innerHeight && box.bottom > 0 && (image as HTMLImageElement).complete;
        })
        .map((node) => {
          const image = node as HTMLImageElement;
          const source = image.parentElement!.querySelector('source')!;
          const widths = source.srcset
            .split(', ')
            .map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
          const needed = image.clientWidth * devicePixelRatio;
          return {
            srcset: source.srcset,
            file: new URL(image.currentSrc).pathname,
            chosen: Number(/-(\d+)-[\w-]{8}\.avif$/.exec(image.currentSrc)?.[1]),
            fits: widths.find((width) => width >= needed) ?? Math.max(...widths),
            fetch: `${image.loading} ${image.getAttribute('fetchpriority')}`,
          };
        }),
    );
    expect(pictures.length, address).toBeGreaterThan(0);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    const shown = new Set<string>();
    const stem = (file: string) => file.replace(/-\d+-[\w-]{8}\.avif$/, '');
    if (photoFirst) {
      const first = pictures[0]!;
      expect(first.fetch, address).toBe('eager high');
      // Named in the head, so its request starts before the body is read.
      await expect(preload, address).toHaveCount(1);
      expect(await preload.getAttribute('imagesrcset'), address).toBe(first.srcset);
      // The smallest size that covers it, and at most 50 KB.
      expect(first.chosen, address).toBe(first.fits);
      expect(kilobytes(bytes.get(first.file) ?? Infinity), address).toBeLessThanOrEqual(50);
      // (A thumbnail of a photo already shown larger takes the file the browser has.)
      shown.add(stem(first.file));
    } else {
      await expect(preload, address).toHaveCount(0);
    }
    // Every other photo in view comes after the page's first paint, in the size that fits it.
    for (const other of pictures.slice(photoFirst ? 1 : 0)) {
      if (shown.has(stem(other.file))) continue;
      expect(`${other.chosen} ${other.fetch}`, `${address} ${other.file}`).toBe(
        `${other.fits} lazy low`,
      );
    }
  }
  await context.close();
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
      // Every size of the pipeline: the fixture's photos are all wider than the largest.
      expect(image.types, `${address} ${image.src}`).toEqual([
        `image/avif ${pictureWidths.length} sizes`,
        `image/webp ${pictureWidths.length} sizes`,
      ]);
    }
    if (address.endsWith('/projects')) {
      // The first project slots hold the fixture's photos, in order; the rest keep drawings.
      expect(photos.map((image) => image.src)).toEqual(
        images.slice(0, projectPhotos.length).map((image) => image.src),
      );
      expect(photos).toHaveLength(projectPhotos.length);
      // The page opens on its words: every photo waits until it is near, and comes after them.
      const loading = await page
        .locator('main picture img')
        .evaluateAll((nodes) =>
          nodes.map(
            (node) => `${node.getAttribute('loading')} ${node.getAttribute('fetchpriority')}`,
          ),
        );
      expect(new Set(loading)).toEqual(new Set(['lazy low']));
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
    const top = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 700);
    // The page has moved on (or was at its end), and the photos now in view have loaded.
    await page.waitForFunction((before) => {
      const end = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      if (scrollY <= before && !end) return false;
      return [...document.querySelectorAll('main img')].every((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= innerHeight || (image as HTMLImageElement).complete;
      });
    }, top);
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
  // "Enlarge: {{name}}" without the name: the words every photo button's name begins with.
  const enlarge = words.en.common('gallery.enlargeNamed', { name: '' }).trim();
  await page
    .getByRole('button', { name: new RegExp(`^${containing(enlarge).source}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const large = dialog.locator('img');
  await expect(large).toHaveJSProperty('complete', true);
  // The size that covers the 1280 px screen.
  expect(await large.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /-1280-[\w-]+\.avif$/,
  );
  // The next photo is readied in its screen size (the previous one, wrapping round to the last
  // slot, is a drawing in this fixture and needs no preload).
  const readied = page.locator('link[rel="preload"][as="image"][imagesizes="100vw"]');
  await expect(readied).toHaveCount(1);
  await expect(readied).toHaveAttribute('imagesrcset', /project-02-/);
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
