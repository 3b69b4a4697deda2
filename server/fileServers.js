// @ts-check
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import Negotiator from 'negotiator';
import send from 'send';
import { fileNotFound, sendText } from './answers.js';
import {
  cacheControlFor,
  cacheRules,
  compressible,
  contentTypeOf,
  editorHeaders,
  fileNeedsPolicy,
} from './headers.js';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(req: Request, res: Response) => void} FileServer */
/** @typedef {(res: Response, pathname: string) => void} SetHeaders */

/** The compressed copies the build writes beside a text file, in the order the site prefers. */
const encodings = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);

/**
 * A file's headers: how long it is kept and its policy (a document or a worker has one; a
 * script, a stylesheet or a picture does not).
 * @type {SetHeaders}
 */
function setFileHeaders(res, pathname) {
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  if (!fileNeedsPolicy(pathname)) res.removeHeader('Content-Security-Policy');
}

/**
 * The file to send for a text file: its `.br` or `.gz` copy when the browser takes it and the
 * build wrote it, as nginx's brotli_static and gzip_static choose.
 * @param {Request} req
 * @param {string} file
 * @returns {{ file: string; encoding?: string }}
 */
function chosenCopy(req, file) {
  const negotiator = /** @type {{ encoding(available: string[], options: object): string }} */ (
    /** @type {unknown} */ (new Negotiator(req))
  );
  const available = encodings.filter(([, suffix]) => existsSync(file + suffix));
  const encoding = negotiator.encoding([...available.map(([name]) => name), 'identity'], {
    preferred: ['br', 'gzip'],
  });
  const suffix = available.find(([name]) => name === encoding)?.[1];
  return suffix ? { file: file + suffix, encoding } : { file };
}

/**
 * The files of one folder, looked up on every request, so a file a release adds or rewrites
 * answers at once and one it removes answers 404. `send` answers conditional requests and byte
 * ranges (416 for one that cannot be met), and closes the file when the client goes away or the
 * file disappears mid-answer; a missing file is a plain 404.
 * @param {string} dir
 * @param {{ headers?: SetHeaders }} [options]
 * @returns {FileServer}
 */
export function fileServer(dir, { headers = setFileHeaders } = {}) {
  const root = path.resolve(dir);
  return (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      return sendText(res, 400);
    }
    const file = path.join(root, pathname);
    if (
      !file.startsWith(`${root}${path.sep}`) ||
      !statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      return fileNotFound(res);
    }
    const copy = compressible.test(pathname) ? chosenCopy(req, file) : { file };
    send(req, copy.file, { index: false, dotfiles: 'allow', cacheControl: false })
      .on('headers', (/** @type {Response} */ answer) => {
        answer.setHeader('Content-Type', contentTypeOf(pathname));
        // Only text files have compressed copies, so only they vary by encoding (as in nginx).
        if (compressible.test(pathname)) answer.setHeader('Vary', 'Accept-Encoding');
        if (copy.encoding) answer.setHeader('Content-Encoding', copy.encoding);
        headers(answer, pathname);
      })
      .on('error', (/** @type {{ status?: number }} */ error) => {
        if (res.headersSent) return void res.destroy();
        if (error.status === 404) return fileNotFound(res);
        sendText(res, error.status ?? 500);
      })
      .pipe(res);
  };
}

/**
 * The content editor's files (staff only and small): always revalidated, so a new editor or
 * configuration shows at once, under the editor's own headers; none when it is not built.
 * @param {string} dir
 * @returns {FileServer | undefined}
 */
export function editorFileServer(dir) {
  if (!existsSync(dir)) return undefined;
  return fileServer(dir, {
    headers: (res, pathname) => {
      setFileHeaders(res, pathname);
      res.setHeader('Cache-Control', cacheRules.revalidate);
      for (const [name, value] of Object.entries(editorHeaders)) res.setHeader(name, value);
    },
  });
}
