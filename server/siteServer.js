// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import { languages } from '@site/shared/i18n/siteLanguages';
import {
  allowedMethods,
  cacheControlFor,
  cacheRules,
  compressible,
  editorHeaders,
  fileNeedsPolicy,
  languageVary,
  securityHeaders,
} from './headers.js';
import { visitorLanguage } from './negotiate.js';
import { inlineHashesOf } from './inlineHashes.js';
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
/** @typedef {{ body: Buffer; br?: Buffer; gzip?: Buffer; etag: string; mtimeMs: number }} CachedPage */

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
 * The content editor (cms/dist) answers at `/admin/` with its own headers, when it is built.
 * `live: true` looks files up on every request instead of once at start, for a build that is
 * redone while the server runs (`pnpm cms`'s preview).
 * @param {{
 *   shellDir?: string;
 *   mounts?: Record<string, string>;
 *   editorDir?: string;
 *   prerendered?: boolean;
 *   live?: boolean;
 * }} [options]
 * @returns {import('node:http').Server}
 */
export function createSiteServer({
  shellDir = defaultShellDir,
  mounts = defaultMounts,
  editorDir = defaultEditorDir,
  prerendered = true,
  live = false,
} = {}) {
  /** Headers by file: how long it is kept, and what its answer varies by. */
  function setFileHeaders(/** @type {Response} */ res, /** @type {string} */ pathname) {
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    // Only text files have compressed copies, so only they vary by encoding (as in nginx).
    if (!compressible.test(pathname)) res.removeHeader('Vary');
    if (pathname.endsWith('.html')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (!fileNeedsPolicy(pathname)) res.removeHeader('Content-Security-Policy');
  }
  /** @type {import('sirv').Options} */
  const common = {
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    dev: live,
    setHeaders: setFileHeaders,
  };
  const remotes = Object.entries(mounts).flatMap(([prefix, dir]) => {
    if (!existsSync(dir)) {
      console.warn(`Not serving ${prefix}: ${dir} does not exist (build that app first).`);
      return [];
    }
    return [{ prefix, serve: sirv(dir, common) }];
  });
  const shellFiles = sirv(shellDir, common);
  // Staff only and small: always revalidated, so a new editor or configuration shows at once.
  const editorFiles = existsSync(editorDir)
    ? sirv(editorDir, {
        ...common,
        setHeaders: (res, pathname) => {
          setFileHeaders(res, pathname);
          res.setHeader('Cache-Control', cacheRules.revalidate);
          for (const [name, value] of Object.entries(editorHeaders)) res.setHeader(name, value);
        },
      })
    : undefined;
  const redirects = readRedirects(shellDir);
  const inlineHashes = inlineHashesOf(shellDir);
  /** @type {Map<string, CachedPage>} */
  const pages = new Map();

  /** A prerendered page, read once and again only when its file changes (a team prerenders). */
  function cachedPage(/** @type {string} */ relative) {
    const file = path.join(shellDir, relative);
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return undefined;
    }
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const variant = (/** @type {string} */ suffix) =>
      existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
    /** @type {CachedPage} */
    const page = {
      body: readFileSync(file),
      br: variant('.br'),
      gzip: variant('.gz'),
      etag: `W/"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`,
      mtimeMs: stat.mtimeMs,
    };
    pages.set(file, page);
    return page;
  }

  /** Sends an HTML page in the best encoding the browser accepts. */
  function sendPage(
    /** @type {Request} */ req,
    /** @type {Response} */ res,
    /** @type {CachedPage} */ page,
    status = 200,
  ) {
    // Brotli when the browser takes both, as sirv and nginx choose.
    const negotiator = /** @type {{ encoding(available: string[], options: object): string }} */ (
      /** @type {unknown} */ (new Negotiator(req))
    );
    const encoding = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
    const body = (encoding === 'br' && page.br) || (encoding === 'gzip' && page.gzip) || page.body;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheRules.revalidate);
    res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    res.setHeader('ETag', page.etag);
    if (body !== page.body && encoding) res.setHeader('Content-Encoding', encoding);
    if (status === 200 && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendText(/** @type {Response} */ res, /** @type {number} */ status, text = '') {
    const body = text || `${status} ${http.STATUS_CODES[status]}`;
    res.setHeader('Content-Type', 'text/plain');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', cacheRules.revalidate);
    res.writeHead(status);
    res.end(body);
  }

  function redirect(
    /** @type {Response} */ res,
    /** @type {number} */ status,
    /** @type {string} */ location,
    /** @type {boolean} */ byLanguage,
  ) {
    res.setHeader('Location', location);
    res.setHeader('Cache-Control', byLanguage ? cacheRules.personal : cacheRules.revalidate);
    if (byLanguage) res.setHeader('Vary', languageVary);
    res.setHeader('Content-Type', 'text/html');
    res.writeHead(status);
    const href = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    res.end(`<a href="${href}">${status} ${http.STATUS_CODES[status]}</a>\n`);
  }

  /** The localized not-found page; `negotiated` when the address named no language. */
  function notFound(
    /** @type {Request} */ req,
    /** @type {Response} */ res,
    /** @type {string} */ language,
    negotiated = false,
  ) {
    if (negotiated) res.setHeader('Vary', languageVary);
    const page = prerendered ? cachedPage(notFoundFile(language)) : undefined;
    if (page) sendPage(req, res, page, 404);
    else sendText(res, 404, 'Not found');
  }

  /** @param {Request} req @param {Response} res */
  async function handle(req, res) {
    for (const [name, value] of Object.entries(securityHeaders(inlineHashes()))) {
      res.setHeader(name, value);
    }
    if (!allowedMethods.includes(req.method ?? '')) {
      res.setHeader('Allow', allowedMethods.join(', '));
      return sendText(res, 405);
    }
    const url = new URL(req.url ?? '/', 'http://site');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, '400 Bad Request');
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return sendText(res, 400);

    // Read on every request, so re-pointing a remote is editing one file, with no restart.
    if (pathname === '/remotes.json') {
      try {
        const body = await readFile(path.join(shellDir, 'remotes.json'));
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': body.length,
          'Cache-Control': cacheRules.revalidate,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch {
        sendText(res, 404, 'remotes.json not found');
      }
      return;
    }
    if (`${pathname}/` === editorPrefix) return redirect(res, 301, editorPrefix, false);
    // The editor's files answer with its own headers; anything else there is a plain 404.
    if (pathname.startsWith(editorPrefix)) {
      if (!editorFiles || hiddenPath.test(pathname)) return sendText(res, 404, 'Not found');
      // The editor's page by its name, so it gets the headers of an HTML file.
      req.url =
        pathname === editorPrefix
          ? `/index.html${url.search}`
          : (req.url ?? '/').slice(editorPrefix.length - 1);
      return editorFiles(req, res, () => {
        res.removeHeader('Vary');
        res.removeHeader('Cache-Control');
        sendText(res, 404, 'Not found');
      });
    }
    // The not-found pages are answers, never addresses.
    if (pathname.startsWith('/errors/')) return sendText(res, 404, 'Not found');
    const remote = remotes.find(({ prefix }) => pathname.startsWith(prefix));
    if (remote) {
      if (hiddenPath.test(pathname)) return sendText(res, 404, 'Not found');
      req.url = (req.url ?? '/').slice(remote.prefix.length - 1);
      return remote.serve(req, res, () => {
        res.removeHeader('Vary');
        res.removeHeader('Cache-Control');
        sendText(res, 404, 'Not found');
      });
    }

    const [first = '', ...rest] = pathname.split('/').filter(Boolean);
    if (hiddenPath.test(pathname)) return notFound(req, res, visitorLanguage(req), true);
    if (path.posix.extname(pathname) && !isLanguage(first)) {
      return shellFiles(req, res, () => {
        res.removeHeader('Vary');
        res.removeHeader('Cache-Control');
        sendText(res, 404, 'Not found');
      });
    }
    if (!prerendered) {
      const index = cachedPage('index.html');
      return index ? sendPage(req, res, index) : sendText(res, 404);
    }

    if (isLanguage(first)) {
      const pagePath = rest.join('/');
      if (pathname.endsWith('/') && pathname !== '/') {
        return redirect(res, 301, `${pathname.replace(/\/+$/, '')}${url.search}`, false);
      }
      const moved = redirects.get(pagePath);
      if (moved !== undefined) {
        return redirect(res, 301, `/${first}${moved ? `/${moved}` : ''}${url.search}`, false);
      }
      const page = cachedPage(pageFile(first, pagePath));
      return page ? sendPage(req, res, page) : notFound(req, res, first);
    }

    // No language in the address: the same page in the visitor's language, if there is one.
    const language = visitorLanguage(req);
    const pagePath = [first, ...rest].join('/');
    const target = redirects.get(pagePath) ?? pagePath;
    if (pathname === '/' || cachedPage(pageFile(languages[0], target))) {
      return redirect(res, 302, `/${language}${target ? `/${target}` : ''}${url.search}`, true);
    }
    return notFound(req, res, language, true);
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500);
    });
  });
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
