// @ts-check
import { chromium } from 'playwright-core';
import { createSiteServer } from '@site/server/siteServer';
import { defaultMounts } from '@site/server/siteLayout';
import { chromiumArgs, headlessChromiumPath } from '../chromium.js';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ html: string; styles: string[] }} RenderedPage */

/**
 * The site rendering itself: a server that answers every page with the bare index.html (never
 * old HTML), and Chromium opening pages in prerender mode.
 * @param {{ shellDir: string; served: Record<string, string> }} options
 */
export async function startRenderer({ shellDir, served }) {
  const server = createSiteServer({
    shellDir,
    mounts: { ...defaultMounts, ...served },
    prerendered: false,
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: headlessChromiumPath,
    args: chromiumArgs,
  });
  const context = await browser.newContext();
  await context.addInitScript(() => {
    /** @type {any} */ (window).__SITE_PRERENDER__ = true;
  });

  /**
   * Opens a page of the site and waits until it offers its HTML.
   * @param {Page} page
   * @param {string} url
   */
  async function open(page, url) {
    await page.goto(`${origin}${url}`);
    await page.waitForFunction(
      () => typeof (/** @type {any} */ (window).__sitePrerender) === 'function',
      null,
      // A hang guard, not a speed limit: a slow machine takes what it takes.
      { timeout: 120_000 },
    );
  }

  /**
   * The HTML a page renders and the stylesheets it uses, root-relative (remote assets resolve
   * against the page at run time). `inPlace` renders it in the document the tab has open (the
   * site's prerender hook takes the document there), without loading it afresh.
   * @param {Page} page
   * @param {string} url
   * @param {{ inPlace?: boolean }} [options]
   * @returns {Promise<RenderedPage>}
   */
  async function render(page, url, { inPlace = false } = {}) {
    /** @type {string[]} */
    const problems = [];
    const noteProblem = (/** @type {Error} */ error) => problems.push(error.message);
    page.on('pageerror', noteProblem);
    try {
      if (!inPlace) await open(page, url);
      const { html } = await page.evaluate(
        (location) => /** @type {any} */ (window).__sitePrerender(location),
        inPlace ? url : undefined,
      );
      const styles = await page.evaluate(() =>
        [...document.head.querySelectorAll('link[rel="stylesheet"]')].map(
          (link) => /** @type {HTMLLinkElement} */ (link).href,
        ),
      );
      if (problems.length) throw new Error(`${url}: ${problems.join('; ')}`);
      return {
        html: html.replaceAll(origin, ''),
        styles: styles.map((href) => (href.startsWith(origin) ? href.slice(origin.length) : href)),
      };
    } finally {
      page.off('pageerror', noteProblem);
    }
  }

  async function close() {
    await browser.close();
    server.close();
  }

  return { origin, context, open, render, close };
}

/** @typedef {Awaited<ReturnType<typeof startRenderer>>} Renderer */
