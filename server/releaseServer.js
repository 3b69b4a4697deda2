// @ts-check
import { statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { languages } from '@site/shared/i18n/siteLanguages';
import {
  checkedAddress,
  fileNotFound,
  redirect,
  refusedRequest,
  sendPage,
  sendText,
} from './answers.js';
import { fileBelow, sendFile } from './fileServers.js';
import { cacheRules, languageVary, securityHeaders } from './headers.js';
import { visitorLanguage } from './negotiate.js';
import { pageCache } from './pageCache.js';
import {
  composedInlineHashes,
  composedRedirects,
  composedRemotes,
  composedSections,
  composedSitemap,
  liveReleasesOf,
  livePageFile,
  releaseParts,
  releaseSections,
  shellAssets,
} from './releaseLayout.js';
import { notFoundFile, pageFile } from './siteLayout.js';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./releaseLayout.js').LiveRelease} LiveRelease */

const isLanguage = (/** @type {string} */ value) =>
  /** @type {readonly string[]} */ (languages).includes(value);

/** Paths no one is served: dotfiles (`.git`, `.env`) and source maps. */
const hiddenPath = /(?:^|\/)\.|\.map$/;

/** `/mfe/<section>/<id>/...` and `/search-index/<section>/<id>/...`: a release's own files. */
const releaseFile = /^\/(mfe|search-index)\/([a-z]+)\/([^/]+)(\/.*)$/;

/**
 * The site served from a release target (deploy/release/): each page from the live release of
 * the section that has it, each release's code at its own address (immutable, so a tab opened
 * before a switch still finds its files), and the site-wide files made from the live releases on
 * each request. A switch is one link replaced on disk: the next request sees it, no restart.
 * Answers as the workspace build's server does (siteServer.js) and nginx (deploy/nginx).
 * @param {{
 *   root: string;
 *   origin: string;
 *   preview?: Partial<Record<import('./releaseLayout.js').ReleaseSection, string>>;
 * }} options `origin`: the site's public address, for the sitemap index; `preview`: releases
 *   shown as if live
 * @returns {import('node:http').Server}
 */
export function createReleaseServer({ root, origin, preview }) {
  const liveReleases = liveReleasesOf(root, preview);
  const page = pageCache('/');

  /**
   * The localized not-found page, from the live shell.
   * @param {Request} req @param {Response} res @param {LiveRelease[]} live @param {string} language
   */
  function notFound(req, res, live, language, negotiated = false) {
    if (negotiated) res.setHeader('Vary', languageVary);
    const file = livePageFile(live, notFoundFile(language));
    const found = file ? page(file) : undefined;
    if (found) sendPage(req, res, found, 404);
    else sendText(res, 404, 'Not found');
  }

  /**
   * A file of the shell at the site's root (its scripts, icons, the offline worker): the live
   * shell's, else the one it replaced, else any shell release's scripts and styles (the pool),
   * so a page made against an older shell keeps finding the files it names.
   * @param {Request} req @param {Response} res @param {LiveRelease[]} live @param {string} pathname
   */
  function shellFile(req, res, live, pathname) {
    const shell = live.find((release) => release.section === 'shell');
    const folders = [
      ...(shell ? [path.join(shell.dir, releaseParts.code)] : []),
      path.join(root, 'previous/shell', releaseParts.code),
      path.join(root, shellAssets),
    ];
    for (const dir of folders) {
      const file = fileBelow(dir, pathname);
      if (file && isFile(file)) return sendFile(req, res, file, pathname);
    }
    return fileNotFound(res);
  }

  /**
   * A composed JSON or XML answer, revalidated on every use.
   * @param {Request} req @param {Response} res @param {string} type @param {string} body
   */
  function sendComposed(req, res, type, body) {
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': cacheRules.revalidate,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** @param {Request} req @param {Response} res */
  function handle(req, res) {
    const live = liveReleases();
    for (const [name, value] of Object.entries(securityHeaders(composedInlineHashes(live)))) {
      res.setHeader(name, value);
    }
    const address = checkedAddress(req, res);
    if (!address) return;
    const { pathname, search } = address;

    if (pathname === '/remotes.json') {
      return sendComposed(req, res, 'application/json', JSON.stringify(composedRemotes(live)));
    }
    if (pathname === '/sections.json') {
      return sendComposed(req, res, 'application/json', JSON.stringify(composedSections(live)));
    }
    if (pathname === '/sitemap.xml') {
      return sendComposed(req, res, 'text/xml', composedSitemap(live, origin));
    }
    const sitemap = /^\/sitemaps\/([a-z]+)\.xml$/.exec(pathname);
    if (sitemap) {
      const release = live.find((entry) => entry.section === sitemap[1]);
      if (!release) return fileNotFound(res);
      return sendFile(req, res, path.join(release.dir, releaseParts.site, 'sitemap.xml'), pathname);
    }
    const own = releaseFile.exec(pathname);
    if (own) {
      const [, kind = '', section = '', id = '', rest = ''] = own;
      if (
        hiddenPath.test(pathname) ||
        !(/** @type {readonly string[]} */ (releaseSections).includes(section))
      ) {
        return fileNotFound(res);
      }
      const dir = path.join(root, 'releases', section, id);
      const base =
        kind === 'mfe'
          ? path.join(dir, releaseParts.code)
          : path.join(dir, releaseParts.site, 'pagefind');
      const file = fileBelow(base, rest);
      return file ? sendFile(req, res, file, pathname) : fileNotFound(res);
    }
    if (pathname.startsWith('/pagefind/')) {
      const shell = live.find((release) => release.section === 'shell');
      const file = shell && fileBelow(path.join(shell.dir, releaseParts.site), pathname);
      return file ? sendFile(req, res, file, pathname) : fileNotFound(res);
    }
    // The content editor is served on its own (docs/hosting.md), never from a release.
    if (
      pathname === '/admin' ||
      pathname.startsWith('/admin/') ||
      pathname.startsWith('/errors/')
    ) {
      return sendText(res, 404, 'Not found');
    }

    const [first = '', ...rest] = pathname.split('/').filter(Boolean);
    if (hiddenPath.test(pathname)) return notFound(req, res, live, visitorLanguage(req), true);
    if (path.posix.extname(pathname) && !isLanguage(first)) {
      return shellFile(req, res, live, pathname);
    }
    const redirects = composedRedirects(live);
    if (isLanguage(first)) {
      const pagePath = rest.join('/');
      if (pathname.endsWith('/')) {
        return redirect(res, 301, `${pathname.replace(/\/+$/, '')}${search}`, false);
      }
      const moved = redirects.get(pagePath);
      if (moved !== undefined) {
        return redirect(res, 301, `/${first}${moved ? `/${moved}` : ''}${search}`, false);
      }
      const file = livePageFile(live, pageFile(first, pagePath));
      const found = file ? page(file) : undefined;
      return found ? sendPage(req, res, found) : notFound(req, res, live, first);
    }
    const language = visitorLanguage(req);
    const pagePath = [first, ...rest].join('/');
    const target = redirects.get(pagePath) ?? pagePath;
    if (pathname === '/' || livePageFile(live, pageFile(languages[0], target))) {
      return redirect(res, 302, `/${language}${target ? `/${target}` : ''}${search}`, true);
    }
    return notFound(req, res, live, language, true);
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendText(res, 500);
    }
  });
  server.on(
    'clientError',
    refusedRequest(() => securityHeaders(composedInlineHashes(liveReleases()))),
  );
  return server;
}

/** Whether a path is a file. */
const isFile = (/** @type {string} */ file) =>
  statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
