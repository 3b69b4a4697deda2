// pnpm bench:offline: what the offline worker gives a returning buyer, as an outsider measures
// it, in Chromium on Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up, the CPU 4x slower) and phone (412 × 823 px at 1.75x), the worker's own requests throttled
// like the page's:
// - first and second visit LCP of a few pages (the second in the same browser profile, once the
//   worker has saved the page), --runs times each (default 5): median and worst;
// - "Save the catalogue for offline use" per language: how long it takes, what it saves (pages,
//   files, bytes) and the site's storage after it.
// Serves the build `pnpm start` serves, or the photo build with
//   SITE_BUILD_DIR=tests/.fixtures/photo-site node tests/bench/offline.mjs
//   node tests/bench/offline.mjs [--runs 5] [--pages /en/projects,...] [--languages en,ru]
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { createSiteServer } from '@site/server/siteServer';
import { chromiumArgs, chromiumPath } from '@site/tooling/chromium';
import { median } from './median.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: {
      type: 'string',
      default: '/en/products/cnc-laser,/en/products/cnc-laser/single-platform,/en/projects',
    },
    languages: { type: 'string', default: 'az,tr,en,ru' },
  },
});
const runs = Number(values.runs);

/** Lighthouse's mobile profile (simulated throttling's figures, applied for real here). */
const network = {
  offline: false,
  latency: 150,
  download: (1638.4 * 1024) / 8,
  upload: (750 * 1024) / 8,
};
const cpuSlowdown = 4;
const phone = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const server = createSiteServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: chromiumArgs,
});

/** Throttles every service worker's network the same way as the pages'. */
browser.on('targetcreated', async (target) => {
  if (target.type() !== 'service_worker') return;
  try {
    const session = await target.createCDPSession();
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: network.download,
      uploadThroughput: network.upload,
    });
  } catch {
    // The worker went away first.
  }
});

async function throttledPage(context) {
  const page = await context.newPage();
  await page.setViewport(phone);
  await page.emulateNetworkConditions(network);
  await page.emulateCPUThrottling(cpuSlowdown);
  await page.evaluateOnNewDocument(() => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) Object.assign(window, { benchLcp: last.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return page;
}

async function lcpOf(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return page.evaluate(() => /** @type {any} */ (window).benchLcp ?? NaN);
}

/** Waits until the worker controls the page and has saved `url`. */
async function savedByWorker(page, url) {
  await page.waitForFunction(
    async (address) => {
      if (!navigator.serviceWorker.controller) return false;
      const cache = await caches.open('site-pages');
      return Boolean(await cache.match(address));
    },
    { timeout: 60_000, polling: 250 },
    url,
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

console.log(`Offline worker on ${origin}: ${runs} runs per page, Lighthouse's mobile network`);
console.log('page | first visit LCP median (worst) | second visit LCP median (worst)');
const visits = [];
for (const path of values.pages.split(',')) {
  const first = [];
  const second = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await throttledPage(context);
    const url = `${origin}${path}`;
    first.push(await lcpOf(page, url));
    await savedByWorker(page, url);
    await page.close();
    const again = await throttledPage(context);
    second.push(await lcpOf(again, url));
    await context.close();
  }
  const row = {
    path,
    first: { median: median(first), worst: Math.max(...first) },
    second: { median: median(second), worst: Math.max(...second) },
  };
  visits.push(row);
  console.log(
    `${path} | ${seconds(row.first.median)} (${seconds(row.first.worst)}) | ${seconds(row.second.median)} (${seconds(row.second.worst)})`,
  );
}

console.log('\nSave the catalogue for offline use, on the same network');
console.log('language | time | pages | files | catalogue size | site storage after');
for (const language of values.languages.split(',')) {
  const context = await browser.createBrowserContext();
  const page = await throttledPage(context);
  const url = `${origin}/${language}/products`;
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await savedByWorker(page, url);
  const button = await page.waitForSelector(
    'section[aria-labelledby="offline-catalogue-title"] button.button-primary',
    { timeout: 30_000 },
  );
  const started = performance.now();
  await button.click();
  const summary = await page.waitForFunction(
    async (lng) => {
      const cache = await caches.open(`site-catalogue-${lng}`);
      const saved = await cache.match(`/offline/catalogue-${lng}.json`);
      return saved ? saved.json() : false;
    },
    { timeout: 600_000, polling: 250 },
    language,
  );
  const took = performance.now() - started;
  const { pages, files, bytes } = await summary.jsonValue();
  const { usage = 0 } = await page.evaluate(() => navigator.storage.estimate());
  console.log(
    `${language} | ${seconds(took)} | ${pages} | ${files} | ${(bytes / 1e6).toFixed(2)} MB | ${(usage / 1e6).toFixed(2)} MB`,
  );
  await context.close();
}

await browser.close();
server.close();
