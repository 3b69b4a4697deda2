// @ts-check
// The site search's index: Pagefind reads the prerendered HTML of every page and writes one
// index per language (by `<html lang>`) into `<shell>/pagefind/`, which the search in the header
// and on /{lng}/search loads only when the visitor opens it.
//   node tooling/prerender/searchIndex.js [SHELL_DIR]
// The prerender step runs it after writing the pages (also for one section), so the index always
// matches the HTML that is served.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { languages } from '@site/shared/i18n/siteLanguages';
import { defaultShellDir } from '@site/server/siteLayout';

/** The index's folder below the shell's, and the address the browser loads it from. */
export const searchIndexFolder = 'pagefind';

/** Result groups a visitor can filter by; every other top-level path counts as `other`. */
export const searchSections = /** @type {const} */ (['services', 'products', 'projects', 'other']);

/** @param {string} pagePath below the language root */
export function searchSectionOf(pagePath) {
  const first = pagePath.split('/')[0] ?? '';
  return /** @type {readonly string[]} */ (searchSections).includes(first) && first !== 'other'
    ? first
    : 'other';
}

/** Pagefind's own search screens, which the site does not use (it has its own, localized). */
const unusedFiles = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

const noindex = /<meta name="robots" content="noindex"\s*\/?>/;

/**
 * Only a page's own content is indexed (its `<main>`, not the header and footer every page
 * repeats), under its section; pages that ask search engines to leave them out (search, quote
 * request, comparison, not-found) are left out here too.
 * @param {string} html
 * @param {string} pagePath
 * @returns {string | undefined}
 */
export function indexableHtml(html, pagePath) {
  if (noindex.test(html) || !html.includes('<main ')) return undefined;
  return html.replace(
    '<main ',
    `<main data-pagefind-body data-pagefind-filter="section:${searchSectionOf(pagePath)}" `,
  );
}

/**
 * Indexes every page of every language below `shellDir` and writes the index beside them.
 * @param {string} shellDir
 * @returns {Promise<Record<string, number>>} pages indexed per language
 */
export async function writeSearchIndex(shellDir) {
  // Controls (gallery arrows, Compare, Add to quote, a link styled as a button such as "Ask the
  // price in WhatsApp"), their live messages and link lists (filters, breadcrumbs) are not the
  // page's content; what a page shows of other pages is marked `data-pagefind-ignore="all"`.
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ['button', 'a.button', 'nav', '[aria-live]', '[role="status"]'],
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  /** @type {Record<string, number>} */
  const counted = {};
  try {
    for (const language of languages) {
      const root = path.join(shellDir, language);
      const files = (await readdir(root, { recursive: true })).filter(
        (file) => path.basename(file) === 'index.html',
      );
      for (const file of files.sort()) {
        const pagePath =
          path.dirname(file) === '.' ? '' : path.dirname(file).split(path.sep).join('/');
        const html = indexableHtml(await readFile(path.join(root, file), 'utf8'), pagePath);
        if (!html) continue;
        const url = `/${language}${pagePath ? `/${pagePath}` : ''}`;
        const added = await index.addHTMLFile({ url, content: html });
        if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`);
        counted[language] = (counted[language] ?? 0) + 1;
      }
    }
    const outputPath = path.join(shellDir, searchIndexFolder);
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    for (const file of await readdir(outputPath)) {
      if (unusedFiles.test(file)) await rm(path.join(outputPath, file));
    }
  } finally {
    await pagefind.close();
  }
  return counted;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shellDir = path.resolve(process.argv[2] ?? defaultShellDir);
  const counted = await writeSearchIndex(shellDir);
  console.log(`Search index: ${JSON.stringify(counted)} pages per language`);
}
