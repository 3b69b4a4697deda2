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
 * Every page in every language, `concurrency` browser tabs at a time; returns the files written.
 * @param {PageWriting & { paths: string[]; concurrency: number }} options
 */
export async function writePages({ renderer, pageHtml, out, paths, concurrency }) {
  const jobs = paths.flatMap((pagePath) => languages.map((language) => ({ language, pagePath })));
  /** @type {string[]} */
  const written = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const page = await renderer.context.newPage();
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const url = `/${job.language}${job.pagePath ? `/${job.pagePath}` : ''}`;
        const file = path.join(out, pageFile(job.language, job.pagePath));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(
          file,
          await pageHtml(job.language, job.pagePath, await renderer.render(page, url)),
        );
        written.push(file);
      }
      await page.close();
    }),
  );
  return written;
}

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
