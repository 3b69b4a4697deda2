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
import { readEditorBackend } from './editorBackend.js';

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
 * Sends one file, looked up now, so a file a release adds or rewrites answers at once and one
 * it removes answers 404. `send` answers conditional requests and byte ranges (416 for one that
 * cannot be met), and closes the file when the client goes away or the file disappears
 * mid-answer; a missing file is a plain 404. `pathname` is the address the file answers, which
 * decides its type and headers.
 * @param {Request} req
 * @param {Response} res
 * @param {string} file
 * @param {string} pathname
 * @param {SetHeaders} [headers]
 */
export function sendFile(req, res, file, pathname, headers = setFileHeaders) {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return fileNotFound(res);
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
}

/**
 * The file below a folder that an address names, or undefined when it would lie outside it.
 * @param {string} dir
 * @param {string} pathname decoded, below the folder
 */
export function fileBelow(dir, pathname) {
  const root = path.resolve(dir);
  const file = path.join(root, pathname);
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

/**
 * The files of one folder, each looked up when it is asked for (`sendFile`).
 * @param {string} dir
 * @param {{ headers?: SetHeaders }} [options]
 * @returns {FileServer}
 */
export function fileServer(dir, { headers = setFileHeaders } = {}) {
  return (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site').pathname);
    } catch {
      return sendText(res, 400);
    }
    const file = fileBelow(dir, pathname);
    if (!file) return fileNotFound(res);
    sendFile(req, res, file, pathname, headers);
  };
}

/**
 * The content editor's files (staff only and small): always revalidated, so a new editor or
 * configuration shows at once, under the editor's own headers for the git backend it was built
 * for (`local`: `pnpm cms`, which lets it reach decap-server); none when it is not built.
 * @param {string} dir
 * @param {{ local?: boolean }} [options]
 * @returns {FileServer | undefined}
 */
export function editorFileServer(dir, { local = false } = {}) {
  if (!existsSync(dir)) return undefined;
  const headers = editorHeaders({ backend: readEditorBackend(dir), local });
  return fileServer(dir, {
    headers: (res, pathname) => {
      setFileHeaders(res, pathname);
      res.setHeader('Cache-Control', cacheRules.revalidate);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  });
}
