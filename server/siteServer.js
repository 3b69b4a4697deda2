// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
import { editorFileServer, fileServer } from './fileServers.js';
import { cacheRules, languageVary, securityHeaders } from './headers.js';
import { inlineHashesOf } from './inlineHashes.js';
import { visitorLanguage } from './negotiate.js';
import { pageCache } from './pageCache.js';
import {
  defaultMounts,
  defaultShellDir,
  editorDir as defaultEditorDir,
  editorPrefix,
  notFoundFile,
  pageFile,
  redirectsFile,
} from './siteLayout.js';

export { defaultMounts, defaultShellDir };

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

const isLanguage = (/** @type {string} */ value) =>
  /** @type {readonly string[]} */ (languages).includes(value);

/** Paths no one is served: dotfiles (`.git`, `.env`) and source maps. */
const hiddenPath = /(?:^|\/)\.|\.map$/;

/**
 * The composed site as production serves it (nginx in deploy/nginx does the same): pages from
 * their prerendered HTML, 404 with the localized not-found page for anything else, 301 for old
 * addresses, 302 to the visitor's language for addresses without one, 400 for a malformed
 * address, 405 for methods other than GET and HEAD. Every text file is sent precompressed
 * (`.br` or `.gz`, written by the build) when the browser accepts it; nothing is compressed on
 * the fly.
 *
 * `prerendered: false` answers every page with the bare index.html, as before prerendering (the
 * prerender step renders from it; the benchmark compares the two).
 *
 * The content editor (cms/dist) answers at `/admin/` with its own headers, when it is built;
 * `localEditor` (`pnpm cms` only) lets it reach decap-server on this machine.
 * Files are looked up on every request, so a build redone or a release switched while the server
 * runs (`pnpm cms`'s preview, a team's release) answers at once, with no restart.
 * @param {{
 *   shellDir?: string;
 *   mounts?: Record<string, string>;
 *   editorDir?: string;
 *   localEditor?: boolean;
 *   prerendered?: boolean;
 * }} [options]
 * @returns {import('node:http').Server}
 */
export function createSiteServer({
  shellDir = defaultShellDir,
  mounts = defaultMounts,
  editorDir = defaultEditorDir,
  localEditor = false,
  prerendered = true,
} = {}) {
  const remotes = remoteFileServers(mounts);
  const shellFiles = fileServer(shellDir);
  const editorFiles = editorFileServer(editorDir, { local: localEditor });
  const redirects = readRedirects(shellDir);
  const inlineHashes = inlineHashesOf(shellDir);
  const page = pageCache(shellDir);

  /**
   * The localized not-found page; `negotiated` when the address named no language.
   * @param {Request} req @param {Response} res @param {string} language
   */
  function notFound(req, res, language, negotiated = false) {
    if (negotiated) res.setHeader('Vary', languageVary);
    const found = prerendered ? page(notFoundFile(language)) : undefined;
    if (found) sendPage(req, res, found, 404);
    else sendText(res, 404, 'Not found');
  }

  /**
   * `/{lng}/...`: the page, a permanent redirect for a trailing slash or an old address, or the
   * not-found page in that language.
   * @param {Request} req @param {Response} res
   * @param {{ pathname: string; search: string; language: string; pagePath: string }} address
   */
  function answerPage(req, res, { pathname, search, language, pagePath }) {
    if (pathname.endsWith('/')) {
      return redirect(res, 301, `${pathname.replace(/\/+$/, '')}${search}`, false);
    }
    const moved = redirects.get(pagePath);
    if (moved !== undefined) {
      return redirect(res, 301, `/${language}${moved ? `/${moved}` : ''}${search}`, false);
    }
    const found = page(pageFile(language, pagePath));
    return found ? sendPage(req, res, found) : notFound(req, res, language);
  }

  /**
   * No language in the address: the same page in the visitor's language, if there is one.
   * @param {Request} req @param {Response} res
   * @param {{ pathname: string; search: string; pagePath: string }} address
   */
  function answerWithoutLanguage(req, res, { pathname, search, pagePath }) {
    const language = visitorLanguage(req);
    const target = redirects.get(pagePath) ?? pagePath;
    if (pathname === '/' || page(pageFile(languages[0], target))) {
      return redirect(res, 302, `/${language}${target ? `/${target}` : ''}${search}`, true);
    }
    return notFound(req, res, language, true);
  }

  /** @param {Request} req @param {Response} res */
  async function handle(req, res) {
    for (const [name, value] of Object.entries(securityHeaders(inlineHashes()))) {
      res.setHeader(name, value);
    }
    const address = checkedAddress(req, res);
    if (!address) return;
    const { pathname, search } = address;

    if (pathname === '/remotes.json') return sendRemotesJson(req, res, shellDir);
    if (`${pathname}/` === editorPrefix) return redirect(res, 301, editorPrefix, false);
    // The editor's files answer with its own headers; anything else there is a plain 404.
    if (pathname.startsWith(editorPrefix)) {
      if (!editorFiles || hiddenPath.test(pathname)) return sendText(res, 404, 'Not found');
      // The editor's page by its name, so it gets the headers of an HTML file.
      req.url =
        pathname === editorPrefix
          ? `/index.html${search}`
          : (req.url ?? '/').slice(editorPrefix.length - 1);
      return editorFiles(req, res);
    }
    // The not-found pages are answers, never addresses.
    if (pathname.startsWith('/errors/')) return sendText(res, 404, 'Not found');
    const remote = remotes.find(({ prefix }) => pathname.startsWith(prefix));
    if (remote) {
      if (hiddenPath.test(pathname)) return fileNotFound(res);
      req.url = (req.url ?? '/').slice(remote.prefix.length - 1);
      return remote.serve(req, res);
    }

    const [first = '', ...rest] = pathname.split('/').filter(Boolean);
    if (hiddenPath.test(pathname)) return notFound(req, res, visitorLanguage(req), true);
    if (path.posix.extname(pathname) && !isLanguage(first)) return shellFiles(req, res);
    if (!prerendered) {
      const index = page('index.html');
      return index ? sendPage(req, res, index) : sendText(res, 404);
    }
    if (isLanguage(first)) {
      return answerPage(req, res, { pathname, search, language: first, pagePath: rest.join('/') });
    }
    return answerWithoutLanguage(req, res, {
      pathname,
      search,
      pagePath: [first, ...rest].join('/'),
    });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500);
    });
  });
  server.on(
    'clientError',
    refusedRequest(() => securityHeaders(inlineHashes())),
  );
  return server;
}

/**
 * Each remote's files by URL prefix, the longest prefix first; a remote whose build is missing
 * answers 404 until it is built, with a warning now.
 * @param {Record<string, string>} mounts
 */
function remoteFileServers(mounts) {
  // The longest prefix first: a release's folder (`/mfe/products/<id>/`) before its remote's.
  const byPrefix = Object.entries(mounts).sort(([a], [b]) => b.length - a.length);
  return byPrefix.map(([prefix, dir]) => {
    if (!existsSync(dir)) {
      console.warn(
        `${prefix}: ${dir} does not exist yet (build that app); it answers 404 until then.`,
      );
    }
    return { prefix, serve: fileServer(dir) };
  });
}

/**
 * remotes.json, read on every request, so re-pointing a remote is editing one file, with no
 * restart.
 * @param {Request} req @param {Response} res @param {string} shellDir
 */
async function sendRemotesJson(req, res, shellDir) {
  let body;
  try {
    body = await readFile(path.join(shellDir, 'remotes.json'));
  } catch {
    return sendText(res, 404, 'remotes.json not found');
  }
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': body.length,
    'Cache-Control': cacheRules.revalidate,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {string} shellDir @returns {Map<string, string>} old path -> page path */
function readRedirects(shellDir) {
  try {
    const list = /** @type {{ path: string; to: string }[]} */ (
      JSON.parse(readFileSync(path.join(shellDir, redirectsFile), 'utf8'))
    );
    return new Map(list.map(({ path: from, to }) => [from, to]));
  } catch {
    return new Map();
  }
}
