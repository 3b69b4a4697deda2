// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { PurgeCSS } from 'purgecss';
import { styleHash } from '@site/server/headers';
import { recordInlineHashes } from './inlineHashes.js';

/** A stylesheet the page waits for: the joined one, or the shell's own on the shell's pages. */
const blockingLink = /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g;
/** The section's own files, named on the page but never applied (pageHtml.js). */
const sectionLink = /<link rel="stylesheet" href="([^"]+)" disabled>/g;
/** The joined stylesheet of a section's page (stylesheets.js). */
const joinedFile = /\/prerendered\/(\w+)-[0-9a-f]{10}\.css$/;
/** The data a page carries for the client: no markup in it to style. */
const pageData = /<script type="application\/json"[\s\S]*?<\/script>/g;

/**
 * The styles of a page's first paint, inside its HTML: for each section (the shell's own pages,
 * each remote's) the rules of its stylesheets that can match anything on its prerendered pages
 * (PurgeCSS over their HTML), the same text on every page of the section, so the CSP allows it
 * by one hash per section (`inline-hashes.json`, which both servers read). The page's stylesheet
 * stays named on the page, disabled, until the client loader turns it on right after the first
 * paint (shell/src/loader/clientLoader.ts): it brings the rules of what only the client shows (open menus,
 * dialogs, the comparison tray) before any of it can appear, and never competes with the paint.
 * Without scripts it is never needed: the inline styles cover all the HTML.
 * @param {{
 *   files: string[];
 *   shellStylesheets: string[];
 *   stylesheetText: import('./stylesheets.js').StylesheetText;
 *   out: string;
 * }} options
 * @returns {Promise<Record<string, { pages: number; bytes: number }>>} per section
 */
export async function inlineFirstPaintStyles({ files, shellStylesheets, stylesheetText, out }) {
  /** @type {Map<string, { pages: Array<{ file: string; html: string }>; hrefs: string[][] }>} */
  const sections = new Map();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const blocking = [...html.matchAll(blockingLink)].map(([, , href = '']) => href);
    const joined = blocking.map((href) => joinedFile.exec(href)?.[1]).find(Boolean);
    const section = joined ?? 'shell';
    const hrefs = joined
      ? [...shellStylesheets, ...[...html.matchAll(sectionLink)].map(([, href = '']) => href)]
      : blocking;
    const entry = sections.get(section) ?? { pages: [], hrefs: [] };
    entry.pages.push({ file, html });
    entry.hrefs.push(hrefs);
    sections.set(section, entry);
  }

  /** @type {Record<string, string>} */
  const hashes = {};
  /** @type {Record<string, { pages: number; bytes: number }>} */
  const summary = {};
  for (const [section, { pages, hrefs }] of sections) {
    const css = (await Promise.all(stylesheetOrder(hrefs).map(stylesheetText))).join('\n');
    const [purged] = await new PurgeCSS().purge({
      content: pages.map(({ html }) => ({ raw: html.replace(pageData, ''), extension: 'html' })),
      css: [{ raw: css }],
    });
    const firstPaint = (purged?.css ?? css).trim();
    hashes[section] = styleHash(firstPaint);
    summary[section] = { pages: pages.length, bytes: Buffer.byteLength(firstPaint) };
    for (const { file, html } of pages) {
      let inlined = false;
      await writeFile(
        file,
        html.replace(blockingLink, (_, crossorigin = '', href) => {
          const later = `<link rel="stylesheet"${crossorigin} href="${href}" disabled data-site-styles>`;
          if (inlined) return later;
          inlined = true;
          return `<style>${firstPaint}</style>${later}`;
        }),
      );
    }
  }
  await recordInlineHashes(out, 'style-src', hashes);
  return summary;
}

/**
 * The stylesheets of several pages in one order that keeps every page's own (what comes first on
 * a page comes first here), otherwise in the order first seen; should two pages disagree, the
 * first seen goes first.
 * @param {string[][]} pages
 */
export function stylesheetOrder(pages) {
  /** @type {Map<string, Set<string>>} a stylesheet -> those that come before it on some page */
  const before = new Map();
  for (const hrefs of pages) {
    hrefs.forEach((href, index) => {
      const earlier = before.get(href) ?? new Set();
      for (const other of hrefs.slice(0, index)) if (other !== href) earlier.add(other);
      before.set(href, earlier);
    });
  }
  const seen = [...before.keys()];
  /** @type {string[]} */
  const order = [];
  while (order.length < seen.length) {
    const waiting = seen.filter((href) => !order.includes(href));
    const ready = waiting.find((href) =>
      [...(before.get(href) ?? [])].every((earlier) => order.includes(earlier)),
    );
    order.push(ready ?? waiting[0] ?? '');
  }
  return order;
}
