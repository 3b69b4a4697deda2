// What the benches that open the built site as a phone share: the site as `pnpm start` serves it
// with Chromium, a phone's page with its processor slowed 4× (as Lighthouse's phone), and the
// median / worst figure they print.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createSiteServer } from '@site/server/siteServer';
import { chromiumArgs, chromiumPath } from '@site/tooling/chromium';
import { textPages } from './benchPages.mjs';
import { median } from './median.mjs';

/** Serves the built site on a free port and opens Chromium; `close` ends both. */
export async function openSite() {
  const server = createSiteServer({});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    browser,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

/**
 * A page of its own context at 375 × 740 px, 2× pixels, touch, no offline worker, with the
 * processor slowed 4×.
 * @param {import('@playwright/test').Browser} browser
 */
export async function slowPhonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** The median and the worst of the runs' figures, rounded: `120 / 180`. */
export const medianAndWorst = (list) =>
  `${Math.round(median(list))} / ${Math.round(Math.max(...list))}`;

/**
 * The options these benches share: `--runs 5`, `--language en`, `--pages /,/contact` (the text
 * pages when not given), as paths below the language root.
 */
export function phoneBenchOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      language: { type: 'string', default: 'en' },
      pages: { type: 'string' },
    },
  });
  return {
    runs: Number(values.runs),
    language: values.language,
    pages: values.pages?.split(',').map((page) => page.replace(/^\//, '')) ?? textPages,
  };
}

/**
 * Counts the scripts `page` asks for from now on: `sent()` stops counting and gives each one's
 * bytes as sent (call it before the page closes).
 * @param {import('@playwright/test').Page} page
 */
export function watchScripts(page) {
  const sizes = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((each) => each.responseBodySize),
    );
  };
  page.on('response', onResponse);
  return {
    sent: () => {
      page.off('response', onResponse);
      return Promise.all(sizes);
    },
  };
}
