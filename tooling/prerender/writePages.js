// @ts-check
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '@site/shared/i18n/siteLanguages';
import { notFoundFile, offlineFile, pageFile } from '@site/server/siteLayout';

/**
 * @typedef {{
 *   renderer: import('./renderer.js').Renderer;
 *   pageHtml: Awaited<ReturnType<typeof import('./pageHtml.js').pageHtmlWriter>>;
 *   out: string;
 * }} PageWriting
 */

/**
 * Every page of the routes in every language; returns the files written. A browser tab takes a
 * route at a time, biggest first, `concurrency` tabs at once: its first page is loaded afresh,
 * the rest are rendered in that document (a page's load costs about four times its render). The
 * pages of a route show the same page module, so they use the same stylesheets: a page rendered
 * in place that adds one is loaded afresh. (One that used fewer than its route's first page would
 * name that page's too; none does, and the site's HTML is the same as with a load per page.)
 * @param {PageWriting & { routes: string[][]; concurrency: number }} options
 */
export async function writePages({ renderer, pageHtml, out, routes, concurrency }) {
  // Written in the order of the pages, each in every language: the order the section's
  // first-paint styles are gathered in, so the same site always gives the same files.
  const files = routes
    .flat()
    .flatMap((pagePath) => languages.map((language) => pageFile(language, pagePath)));
  const queue = routes
    .map((paths) =>
      languages.flatMap((language) => paths.map((pagePath) => ({ language, pagePath }))),
    )
    .sort((a, b) => b.length - a.length);
  let afresh = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const page = await renderer.context.newPage();
      for (let jobs = queue.shift(); jobs; jobs = queue.shift()) {
        /** @type {string[] | undefined} the stylesheets of the route's first page */
        let routeStyles;
        for (const job of jobs) {
          const url = `/${job.language}${job.pagePath ? `/${job.pagePath}` : ''}`;
          let rendered = routeStyles && (await renderer.render(page, url, { inPlace: true }));
          // A document's stylesheets only grow: after a page with more, the next page rendered
          // in place differs too, and is loaded afresh in its turn.
          if (!rendered || !routeStyles || !sameStyles(rendered.styles, routeStyles)) {
            if (rendered) afresh += 1;
            rendered = await renderer.render(page, url);
            routeStyles ??= rendered.styles;
          }
          const file = path.join(out, pageFile(job.language, job.pagePath));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, await pageHtml(job.language, job.pagePath, rendered));
        }
      }
      await page.close();
    }),
  );
  if (afresh > 0) {
    console.log(`${afresh} pages used other stylesheets than their route's first: loaded afresh.`);
  }
  return files.map((file) => path.join(out, file));
}

/** @param {string[]} a @param {string[]} b */
const sameStyles = (a, b) => a.length === b.length && a.every((href, index) => href === b[index]);

/**
 * The not-found page of each language: the servers answer 404 with it (data-status tells the
 * client to show it whatever the address). Its address is one no remote mounts. Returns the files.
 * @param {PageWriting} options
 */
export async function writeNotFoundPages({ renderer, pageHtml, out }) {
  const page = await renderer.context.newPage();
  const written = [];
  for (const language of languages) {
    const file = path.join(out, notFoundFile(language));
    await mkdir(path.dirname(file), { recursive: true });
    const rendered = await renderer.render(page, `/${language}/__not-found`);
    await writeFile(file, await pageHtml(language, '__not-found', rendered, { status: 404 }));
    written.push(file);
  }
  await page.close();
  return written;
}

/**
 * The offline page of each language, which the offline worker saves on install and shows for an
 * address it has not saved (data-status tells the client to show it whatever the address).
 * Returns the files.
 * @param {PageWriting} options
 */
export async function writeOfflinePages({ renderer, pageHtml, out }) {
  const page = await renderer.context.newPage();
  const written = [];
  for (const language of languages) {
    const file = path.join(out, offlineFile(language));
    await mkdir(path.dirname(file), { recursive: true });
    const rendered = await renderer.render(page, `/${language}/__offline`);
    await writeFile(file, await pageHtml(language, '__offline', rendered, { status: 'offline' }));
    written.push(file);
  }
  await page.close();
  return written;
}
