// @ts-check
import { existsSync } from 'node:fs';
import sirv from 'sirv';
import { fileNotFound } from './answers.js';
import {
  cacheControlFor,
  cacheRules,
  compressible,
  editorHeaders,
  fileNeedsPolicy,
} from './headers.js';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(req: Request, res: Response) => void} FileServer */

/**
 * A file's headers: how long it is kept, what its answer varies by, and its policy (a document
 * or a worker has one; a script, a stylesheet or a picture does not).
 * @param {Response} res
 * @param {string} pathname
 */
function setFileHeaders(res, pathname) {
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  // Only text files have compressed copies, so only they vary by encoding (as in nginx).
  if (!compressible.test(pathname)) res.removeHeader('Vary');
  if (pathname.endsWith('.html')) res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!fileNeedsPolicy(pathname)) res.removeHeader('Content-Security-Policy');
}

/**
 * The files of one folder, sent precompressed when the browser accepts it; a missing one is a
 * plain 404. `live` looks files up on every request instead of once at start.
 * @param {string} dir
 * @param {{ live: boolean; headers?: (res: Response, pathname: string) => void }} options
 * @returns {FileServer}
 */
export function fileServer(dir, { live, headers = setFileHeaders }) {
  const serve = sirv(dir, {
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    dev: live,
    setHeaders: headers,
  });
  return (req, res) => serve(req, res, () => fileNotFound(res));
}

/**
 * The content editor's files (staff only and small): always revalidated, so a new editor or
 * configuration shows at once, under the editor's own headers; none when it is not built.
 * @param {string} dir
 * @param {{ live: boolean }} options
 * @returns {FileServer | undefined}
 */
export function editorFileServer(dir, { live }) {
  if (!existsSync(dir)) return undefined;
  return fileServer(dir, {
    live,
    headers: (res, pathname) => {
      setFileHeaders(res, pathname);
      res.setHeader('Cache-Control', cacheRules.revalidate);
      for (const [name, value] of Object.entries(editorHeaders)) res.setHeader(name, value);
    },
  });
}
