// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sectionOf } from '@site/shared/contract/remotes';
import { clientLoaderMarkup } from './clientLoader.js';
import { stylesheetJoiner } from './stylesheets.js';

/** The shell's own stylesheets, named by its index.html. */
export const shellStylesheetsOf = (/** @type {string} */ template) =>
  [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    ([, href]) => href ?? '',
  );

/** The head elements a page renders first (title, meta, links, structured data). */
const hoisted =
  /^((?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>|<link [^>]*\/>|<script type="application\/ld\+json">[\s\S]*?<\/script>)*)/;

/**
 * The AVIF sizes of the page's first-screen picture: the `<picture>` whose `<img>` is fetched
 * first (SiteImage's `priority`), as the renderer writes it.
 */
const firstPicture =
  /<picture\b[^>]*>(?:<source\b[^>]*\/>)*?<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:<source\b[^>]*\/>)*<img\b[^>]*\bfetchPriority="high"/;

/**
 * A preload of the first-screen picture, in the head: its request starts before the body is
 * read. The same srcset and sizes as its `<source>`, so the browser uses the file for the
 * picture; a browser without AVIF skips it by its type.
 * @param {string} body
 */
export function firstPicturePreload(body) {
  const [, srcset, sizes] = firstPicture.exec(body) ?? [];
  return srcset && sizes
    ? `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${sizes}">`
    : '';
}

/** The shell's own stylesheet links in index.html. */
const shellStylesheetLinks = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Writes a rendered page into the shell's index.html: its head, its one joined stylesheet (which
 * firstPaintStyles.js then turns into the inline styles of its first paint and a stylesheet
 * loaded without blocking), its body, the sections it carries and the client loader instead of the module script.
 * @param {{
 *   shellDir: string;
 *   out: string;
 *   stylesheetText: import('./stylesheets.js').StylesheetText;
 *   sections: { mounts: Record<string, string>; sections: Array<Record<string, unknown>> };
 *   clientLoader: string;
 *   stylesheetsBase?: string;
 * }} options
 */
export async function pageHtmlWriter({
  shellDir,
  out,
  stylesheetText,
  sections,
  clientLoader,
  stylesheetsBase,
}) {
  // index.html stays the page for `/` (language redirect) and for addresses no page answers.
  const template = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  const shellStylesheets = shellStylesheetsOf(template);
  const remotes = JSON.parse(await readFile(path.join(shellDir, 'remotes.json'), 'utf8'));
  const joinStylesheets = stylesheetJoiner({ stylesheetText, out, base: stylesheetsBase });

  /**
   * The folder a page's remote is served from (remotes.json): a page names only its own
   * remote's files.
   * @param {string} pagePath
   */
  const remoteFolder = (pagePath) => {
    const owner = sectionOf(sections.mounts, pagePath);
    const entry = owner ? remotes.remotes[owner] : undefined;
    return entry ? new URL('.', new URL(entry, 'http://site')).pathname : undefined;
  };

  /**
   * The sections as a page carries them: home cards only on the home page.
   * @param {string} pagePath
   */
  const sectionsOf = (pagePath) =>
    JSON.stringify({
      mounts: sections.mounts,
      sections: sections.sections.map((section) =>
        pagePath === '' ? section : { ...section, homeLinks: [] },
      ),
    }).replace(/</g, '\\u003c');

  /**
   * @param {string} language
   * @param {string} pagePath
   * @param {import('./renderer.js').RenderedPage} rendered
   * @param {{ status?: number | 'offline' }} [options]
   */
  return async function pageHtml(language, pagePath, { html, styles }, { status } = {}) {
    const [, head = ''] = html.match(hoisted) ?? [];
    const body = html.slice(head.length);
    const folder = remoteFolder(pagePath);
    const sectionStyles = styles.filter(
      (href) => !template.includes(`href="${href}"`) && (folder ? href.startsWith(folder) : false),
    );
    const joined =
      sectionStyles.length > 0
        ? await joinStylesheets(
            [...shellStylesheets, ...sectionStyles],
            sectionOf(sections.mounts, pagePath) ?? 'page',
          )
        : undefined;
    // The section's own files, named but disabled (never fetched): when the client imports the
    // page's modules, their loader finds each file already on the page and adds no stylesheet,
    // which would make the browser restyle the whole page after its first paint.
    const stylesheets = joined
      ? `<link rel="stylesheet" href="${joined}">${sectionStyles
          .map((href) => `<link rel="stylesheet" href="${href}" disabled>`)
          .join('')}`
      : '';
    return (
      (joined ? template.replace(shellStylesheetLinks, '') : template)
        // The page is readable without scripts; the notice is only for the bare index.html.
        .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
        // The client is asked for after the first paint, not found by the parser (clientLoader.ts).
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, entry) =>
          clientLoaderMarkup(entry, clientLoader),
        )
        .replace(
          /<html lang="[^"]*"/,
          `<html lang="${language}"${status ? ` data-status="${status}"` : ''}`,
        )
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace('</head>', `${head}${firstPicturePreload(body)}${stylesheets}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${body}</div><script type="application/json" id="site-sections">${sectionsOf(pagePath)}</script>`,
        )
    );
  };
}
